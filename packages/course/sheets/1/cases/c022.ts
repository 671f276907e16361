import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const N = 2000;
const MILLION = 1_000_000;

/** A budget entry: mostly incidents burning minutes, sometimes a refund, of an order of magnitude of its own. */
function entry(random: Random, scale: number, refunds: number): number {
  const value = random.int(0, scale);
  return random.chance(refunds) ? -value : value;
}

/** The running totals after each value. */
function runningTotals(values: readonly number[]): number[] {
  let sum = 0;
  return values.map((v) => (sum += v));
}

/** `values` as the n line and the values line. */
const listed = (values: readonly number[]) => `${values.length}\n${values.join(' ')}\n`;

/** `min` to `max` entries of one scale, refunds at one rate. */
function entries(random: Random, min: number, max: number): number[] {
  const scale = random.pick([100, 10_000, MILLION]);
  const refunds = random.pick([0.1, 0.3, 0.5]);
  return Array.from({ length: random.int(min, max) }, () => entry(random, scale, refunds));
}

/** A log of `min` to `max` entries. */
const log = (min: number, max: number) => (random: Random) => listed(entries(random, min, max));

/** 2000 entries from `low` to `high`. */
const uniform = (low: number, high: number) => (random: Random) =>
  listed(Array.from({ length: N }, () => random.int(low, high)));

/** 2000 entries of up to 10^6 either way, their running total kept within 5 * 10^6 so that the output stays short. */
function boundedWalk(random: Random): string {
  let total = 0;
  const values = Array.from({ length: N }, () => {
    const v = random.int(-MILLION, MILLION);
    const kept = Math.abs(total + v) > 5 * MILLION ? -v : v;
    total += kept;
    return kept;
  });
  return listed(values);
}

/** 2000 entries alternating between a small gain and a smaller loss. */
function seesaw(random: Random): string {
  const up = random.int(2, 100);
  return listed(Array.from({ length: N }, (_, i) => (i % 2 ? -random.int(1, up) : random.int(1, up))));
}

const typical = [
  { tag: 'typical', draw: log(8, 20) },
  { tag: 'typical', draw: log(20, 80) },
  { tag: 'typical', draw: log(80, 300) },
] as const;

/** The first i at which the running total reaches b, for a b it reaches now and then; -1 otherwise. */
function budgeted(values: readonly number[], random: Random): string {
  const totals = runningTotals(values);
  const peak = Math.max(1, ...totals);
  const b = random.chance(0.75) ? Math.max(1, random.pick(totals.filter((t) => t > 0).concat([peak]))) : peak + 1;
  return `${values.length} ${b}\n${values.join(' ')}\n`;
}

/** A spending log of `min` to `max` entries with a budget it exhausts somewhere, or never. */
const spending = (min: number, max: number) => (random: Random) => {
  const scale = random.pick([100, 10_000, MILLION]);
  const values = Array.from({ length: random.int(min, max) }, () => entry(random, scale, 0.25));
  return budgeted(values, random);
};

/** 2000 entries climbing slowly, big gains and nearly as big refunds, and a budget only reached late. */
function slowClimb(random: Random): string {
  const gain = random.int(500, MILLION);
  const values = Array.from({ length: N }, (_, i) =>
    i % 2 ? -random.int(gain - 200, gain) : random.int(gain - 50, gain),
  );
  const b = Math.max(1, Math.max(...runningTotals(values)) - random.int(0, 500));
  return `${N} ${b}\n${values.join(' ')}\n`;
}

/** 2000 entries near 10^6 and a budget near 10^9, reached around the thousandth entry or not at all. */
function bigBudget(random: Random): string {
  const values = Array.from({ length: N }, () => random.int(990_000, MILLION));
  return `${N} ${random.int(990_000_000, 1_000_000_000)}\n${values.join(' ')}\n`;
}

/** n readings following a polynomial of degree 1 to 3, some of them off by a little, and a k around the degree. */
function polynomial(random: Random): string {
  const degree = random.int(1, 3);
  const n = random.int(12, [0, 60, 40, 18][degree]);
  const coefficients = [random.pick([-2, -1, 1, 2]), ...Array.from({ length: degree }, () => random.int(-30, 30))];
  const shift = Math.floor(n / 2) + random.int(-3, 3);
  const values = Array.from({ length: n }, (_, i) => {
    const y = coefficients.reduce((acc, c) => acc * (i - shift) + c, 0);
    const noise = random.chance(0.2) ? random.int(-5, 5) : 0;
    return Math.max(-1000, Math.min(1000, y + noise));
  });
  return `${n} ${random.int(degree, degree + 2)}\n${values.join(' ')}\n`;
}

/** n readings of any size and a k from 0 to 10. */
const differenced =
  (min: number, max: number, low: number, high: number, minK = 0) =>
  (random: Random) => {
    const n = random.int(min, max);
    const values = Array.from({ length: n }, () => random.int(low, high));
    return `${n} ${random.int(minK, 10)}\n${values.join(' ')}\n`;
  };

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n-7\n' },
      { tag: 'tricky', input: '4\n1000000 -1000000 1000000 -1000000\n' },
      { tag: 'tricky', input: '3\n0 0 0\n' },
      { tag: 'tricky', input: '5\n1000000 1000000 1000000 1000000 1000000\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: boundedWalk }, { tag: 'maximum', draw: seesaw }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n42\n' },
      { tag: 'minimum', input: '2\n3 10\n' },
      { tag: 'tricky', input: '3\n1000000 -1000000 1000000\n' },
      { tag: 'tricky', input: '4\n-3 -3 -3 -3\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: uniform(-MILLION, MILLION) }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 5\n\n' },
      { tag: 'minimum', input: '1 1\n1\n' },
      { tag: 'minimum', input: '1 1\n0\n' },
      { tag: 'tricky', input: '4 10\n10 -20 5 5\n' },
      { tag: 'tricky', input: '4 10\n9 -1 1 1\n' },
      { tag: 'tricky', input: '3 1000000000\n1000000 1000000 1000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: spending(8, 20) },
      { tag: 'typical', draw: spending(20, 80) },
      { tag: 'typical', draw: spending(80, 300) },
      { tag: 'maximum', draw: slowClimb },
      { tag: 'maximum', draw: bigBudget },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n-5\n' },
      { tag: 'minimum', input: '1\n5\n' },
      { tag: 'tricky', input: '3\n-1 -2 -3\n' },
      { tag: 'tricky', input: '5\n-10 3 3 3 3\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: uniform(-MILLION, MILLION) },
      { tag: 'maximum', draw: uniform(990_000, MILLION) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0\n\n' },
      { tag: 'empty', input: '0 3\n\n' },
      { tag: 'minimum', input: '1 0\n-9\n' },
      { tag: 'tricky', input: '3 3\n1 2 3\n' },
      { tag: 'tricky', input: '3 7\n1 2 3\n' },
      { tag: 'tricky', input: '12 10\n1000 -1000 1000 -1000 1000 -1000 1000 -1000 1000 -1000 1000 -1000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: polynomial },
      { tag: 'typical', draw: polynomial },
      { tag: 'typical', draw: differenced(15, 80, -50, 50) },
      { tag: 'maximum', draw: differenced(N, N, -1000, 1000, 9) },
      { tag: 'maximum', draw: differenced(N, N, -1, 1, 2) },
    ],
  },
});
