import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

/** A multiple of `step` from `step` to `limit` (at least `step`). */
const multiple = (random: Random, step: number, limit: number): number =>
  step * random.int(1, Math.max(1, Math.floor(limit / step)));

/** A target from 1 to `limit` that is not a multiple of `step` (step >= 2). */
function offStep(random: Random, step: number, limit: number): number {
  const t = random.int(1, limit - 1);
  return t % step === 0 ? t + 1 : t;
}

/** Capacities from `min` to `max` that share the factor `step`. */
const sharing = (random: Random, step: number, min: number, max: number, count: number): number[] =>
  Array.from({ length: count }, () => step * random.int(Math.ceil(min / step), Math.floor(max / step)));

/** Two pots up to `max` and a target one pot can reach most of the time (else anything up to `tMax`). */
const twoPots = (max: number, tMax: number) => (random: Random) => {
  const a = random.int(2, max),
    b = random.int(2, max);
  const t = random.chance(0.85) ? multiple(random, gcd(a, b), Math.max(a, b)) : random.int(1, tMax);
  return `${a} ${b} ${t}\n`;
};

/** Two pots up to `max` and a total the two together can hold most of the time. */
const twoPotsTotal = (max: number) => (random: Random) => {
  const a = random.int(2, max),
    b = random.int(2, max);
  const t = random.chance(0.85) ? multiple(random, gcd(a, b), a + b) : random.int(1, 2 * max);
  return `${a} ${b} ${t}\n`;
};

/** Both pots near 300 and a reachable target: the longest searches that succeed. */
function hugePots(random: Random): string {
  const a = random.int(270, 300),
    b = random.int(270, 300);
  return `${a} ${b} ${multiple(random, gcd(a, b), Math.max(a, b))}\n`;
}

/** Both pots near 300 sharing a factor, and a target off that factor: every state is visited, answer -1. */
function hugePotsUnreachable(random: Random): string {
  const step = random.pick([2, 3]);
  const [a, b] = sharing(random, step, 270, 300, 2);
  return `${a} ${b} ${offStep(random, step, 300)}\n`;
}

/** Both pots near 300 and a total above the larger pot, so both must be in play. */
function hugePotsBigTotal(random: Random): string {
  const a = random.int(270, 300),
    b = random.int(270, 300),
    g = gcd(a, b);
  return `${a} ${b} ${Math.max(a, b) + multiple(random, g, Math.min(a, b))}\n`;
}

/** Three pots up to `max` and a target from 1 to 30, mostly one the pots can reach. */
const threePots = (max: number) => (random: Random) => {
  const pots = Array.from({ length: 3 }, () => random.int(2, max));
  const g = gcd(gcd(pots[0], pots[1]), pots[2]);
  const t = random.chance(0.85) ? multiple(random, g, Math.min(30, Math.max(...pots))) : random.int(1, 30);
  return `${pots.join(' ')} ${t}\n`;
};

/** Three pots near 30, one of them exactly 30, and any target. */
function hugeThree(random: Random): string {
  const pots = random.shuffle([30, random.int(22, 30), random.int(22, 30)]);
  return `${pots.join(' ')} ${random.int(1, 30)}\n`;
}

/** Three pots near 30 sharing a factor and a target off it: every state is visited, answer -1. */
function hugeThreeUnreachable(random: Random): string {
  const step = random.pick([2, 3]);
  return `${sharing(random, step, 18, 30, 3).join(' ')} ${offStep(random, step, 30)}\n`;
}

/** Two empty pots a, b and a full third pot of at least a + b (up to `sumMax` + room), as in the classic puzzle. */
const classicPour = (sumMax: number) => (random: Random) => {
  const a = random.int(2, sumMax - 2),
    b = random.int(2, sumMax - a),
    c = random.int(a + b, 100);
  const t = random.chance(0.85) ? multiple(random, gcd(a, b), Math.max(a, b)) : random.int(1, 100);
  return `${a} ${b} ${c} ${t}\n`;
};

/** Two empty pots and a full third pot at least as large as either: about half the targets are out of reach. */
function tightPour(random: Random): string {
  const a = random.int(2, 100),
    b = random.int(2, 100),
    c = random.int(Math.max(a, b), 100);
  return `${a} ${b} ${c} ${multiple(random, gcd(a, b), Math.max(a, b))}\n`;
}

/** A third pot of nearly 100 whose coffee just fills the two others: the most states the pours reach. */
function hugeClassicPour(random: Random): string {
  const c = random.int(97, 100),
    a = random.int(35, 65),
    b = c - a - random.int(0, 5);
  return `${a} ${b} ${c} ${multiple(random, gcd(a, b), Math.max(a, b))}\n`;
}

/** All three pots near 100 and any target. */
function hugePourAll(random: Random): string {
  return `${random.int(90, 100)} ${random.int(90, 100)} ${random.int(95, 100)} ${random.int(1, 100)}\n`;
}

const fillAndPour = [
  { tag: 'typical', draw: twoPots(100, 120), few: true }, // 1,176,120 inputs
  { tag: 'typical', draw: twoPots(200, 240), few: true }, // 9,504,240 inputs
  { tag: 'typical', draw: twoPots(300, 300), few: true }, // 26,820,300 inputs
  { tag: 'maximum', draw: hugePots, few: true }, // 197,401 inputs
  { tag: 'maximum', draw: hugePotsUnreachable, few: true }, // 59,000 inputs
] as const;

/**
 * Every drawn case is `few`, with the number of inputs it can draw beside it: the statements allow only
 * 27.1 million inputs (B 54.1 million, C 837,000, D 101 million), and 2000 rounds of five draws would share
 * some even if each drew evenly from all of them (10,000^2 / 2 / 27.1 million, about 1.8 in A). The widest,
 * twoPots(300, 300), draws about 46 repeats in 20,000 rounds of A.
 */
export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '1 1 0\n' },
      { tag: 'minimum', input: '1 1 1\n' },
      { tag: 'tricky', input: '4 6 5\n' },
      { tag: 'tricky', input: '5 7 8\n' },
      { tag: 'tricky', input: '6 6 3\n' },
    ],
    drawn: fillAndPour,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '1 1 0\n' },
      { tag: 'minimum', input: '1 1 1\n' },
      { tag: 'tricky', input: '1 1 2\n' },
      { tag: 'tricky', input: '4 6 5\n' },
      { tag: 'tricky', input: '5 7 13\n' },
    ],
    drawn: [
      { tag: 'typical', draw: twoPotsTotal(100), few: true }, // 1,960,200 inputs
      { tag: 'typical', draw: twoPotsTotal(200), few: true }, // 15,840,400 inputs
      { tag: 'typical', draw: twoPotsTotal(300), few: true }, // 53,640,600 inputs
      { tag: 'maximum', draw: hugePots, few: true }, // 197,401 inputs
      { tag: 'maximum', draw: hugePotsBigTotal, few: true }, // 190,451 inputs
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 1 1 0\n' },
      { tag: 'minimum', input: '1 1 1 1\n' },
      { tag: 'tricky', input: '2 4 6 3\n' },
      { tag: 'tricky', input: '4 6 9 30\n' },
      { tag: 'tricky', input: '30 30 30 15\n' },
    ],
    drawn: [
      { tag: 'typical', draw: threePots(12), few: true }, // 39,930 inputs
      { tag: 'typical', draw: threePots(30), few: true }, // 731,670 inputs
      { tag: 'typical', draw: threePots(30), few: true }, // 731,670 inputs
      { tag: 'maximum', draw: hugeThree, few: true }, // 6,510 inputs
      { tag: 'maximum', draw: hugeThreeUnreachable, few: true }, // 7,375 inputs
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '1 1 1 0\n' },
      { tag: 'minimum', input: '1 1 1 1\n' },
      { tag: 'tricky', input: '5 3 8 8\n' },
      { tag: 'tricky', input: '10 10 5 6\n' },
      { tag: 'tricky', input: '6 9 30 4\n' },
    ],
    drawn: [
      { tag: 'typical', draw: classicPour(30), few: true }, // 3,011,400 inputs
      { tag: 'typical', draw: classicPour(100), few: true }, // 15,684,900 inputs
      { tag: 'typical', draw: tightPour, few: true }, // 12,320,306 inputs
      { tag: 'maximum', draw: hugeClassicPour, few: true }, // 30,174 inputs
      { tag: 'maximum', draw: hugePourAll, few: true }, // 72,600 inputs
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '1 1 0\n' },
      { tag: 'minimum', input: '1 1 1\n' },
      { tag: 'tricky', input: '4 6 5\n' },
      { tag: 'tricky', input: '9 4 1\n' },
      { tag: 'tricky', input: '100 3 1\n' },
    ],
    drawn: fillAndPour,
  },
});
