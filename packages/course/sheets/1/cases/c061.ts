import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const LIMIT = 1_000_000_000_000_000;
const SMALL_LIMIT = 1_000_000_000;

/** A number of `bits` bits (top bit set), each lower bit lit with probability `density`. */
function patterned(random: Random, bits: number, density: number): number {
  let n = 1;
  for (let i = 1; i < bits; i++) n = n * 2 + (random.chance(density) ? 1 : 0);
  return n;
}

/** A panel number of 42 to 49 bits, its LEDs a little sparse, even or a little dense. */
const panel = (random: Random) => patterned(random, random.int(42, 49), random.pick([0.3, 0.5, 0.7]));

/** A number just below 10^15, the largest a panel shows. */
const nearLimit = (random: Random) => LIMIT - random.int(0, 2 ** 40);

/**
 * A 50-bit number under 10^15: `prefix` ("110" or "10") then bits that are all `fill` except
 * 8 to 14 of them: nearly every LED lit, or nearly every one dark.
 */
const extreme = (prefix: string, fill: '0' | '1') => (random: Random) => {
  const bits = Array<string>(50 - prefix.length).fill(fill);
  for (const at of random.sample([...bits.keys()], random.int(8, 14))) bits[at] = fill === '1' ? '0' : '1';
  return parseInt(prefix + bits.join(''), 2);
};

/** One number per line, from `draw`. */
const one = (draw: (random: Random) => number) => (random: Random) => `${draw(random)}\n`;

const single = (maximums: ((random: Random) => number)[]) =>
  [
    { tag: 'typical', draw: one(panel) },
    { tag: 'typical', draw: one(panel) },
    { tag: 'typical', draw: one((random) => random.int(2 ** 32, 2 ** 45)) },
    ...maximums.map((draw) => ({ tag: 'maximum', draw: one(draw) }) as const),
  ] as const;

/** A rack's number up to 10^9: small, mid-sized or large. */
const rack = (random: Random) => random.int(0, random.pick([255, 65535, 10_000_000, SMALL_LIMIT]));

/** A number up to 10^6 or up to 10^9. */
const wide = (random: Random) => random.int(0, random.pick([1_000_000, SMALL_LIMIT]));

/** A number up to 10^9 with nearly every bit lit: 30 bits when that stays under 10^9, else 29. */
function brightRack(random: Random): number {
  const n = patterned(random, 30, 0.9);
  return n <= SMALL_LIMIT ? n : n - 2 ** 29;
}

/** `count` numbers from `draw` on one line. */
const racks = (count: (random: Random) => number, draw: (random: Random) => number) => (random: Random) =>
  Array.from({ length: count(random) }, () => draw(random)).join(' ') + '\n';

/** Two numbers a b up to 10^9: b is a with a few bits flipped (kept in range), or unrelated. */
function mirrored(random: Random): string {
  const a = random.int(0, SMALL_LIMIT);
  if (random.chance(0.3)) return `${a} ${random.int(0, SMALL_LIMIT)}`;
  let b = a;
  for (let k = random.int(1, 6); k > 0; k--) b ^= 1 << random.int(0, 29);
  return `${a} ${b >= 0 && b <= SMALL_LIMIT ? b : a ^ 1}`;
}

/** Two numbers whose bits nearly all disagree: a of 30 bits and its complement, now and then one bit off. */
function opposite(random: Random): string {
  const a = random.int(2 ** 29, SMALL_LIMIT);
  const b = (2 ** 30 - 1 - a) ^ (random.chance(0.5) ? 1 << random.int(0, 28) : 0);
  return random.chance(0.5) ? `${a} ${b}` : `${b} ${a}`;
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '256\n' },
      { tag: 'tricky', input: '4294967295\n' },
      { tag: 'tricky', input: '4294967296\n' },
    ],
    drawn: single([nearLimit, extreme('110', '1')]),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '256\n' },
      { tag: 'tricky', input: '4294967296\n' },
      { tag: 'tricky', input: '2\n' },
    ],
    drawn: single([nearLimit, extreme('110', '1'), extreme('10', '0')]),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '1000000000 536870911\n' },
    ],
    drawn: [
      { tag: 'typical', draw: racks((random) => random.int(6, 20), rack) },
      { tag: 'typical', draw: racks((random) => random.int(20, 120), rack) },
      {
        tag: 'typical',
        draw: racks(
          (random) => random.int(5, 60),
          (random) => random.int(0, SMALL_LIMIT),
        ),
      },
      {
        tag: 'maximum',
        draw: racks(
          () => 1000,
          (random) => random.int(0, SMALL_LIMIT),
        ),
      },
      { tag: 'maximum', draw: racks(() => 1000, brightRack) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '256\n' },
      { tag: 'tricky', input: '4294967296\n' },
      { tag: 'tricky', input: '2147483648\n' },
    ],
    drawn: single([nearLimit, extreme('110', '1')]),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '0 1\n' },
      { tag: 'tricky', input: '7 7\n' },
      { tag: 'tricky', input: '536870912 536870911\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => mirrored(random) + '\n' },
      { tag: 'typical', draw: (random) => mirrored(random) + '\n' },
      { tag: 'typical', draw: (random) => `${wide(random)} ${wide(random)}\n` },
      {
        tag: 'maximum',
        draw: (random) => `${random.int(900_000_000, SMALL_LIMIT)} ${random.int(900_000_000, SMALL_LIMIT)}\n`,
      },
      { tag: 'maximum', draw: (random) => opposite(random) + '\n' },
      { tag: 'maximum', draw: (random) => `${random.int(990_000_000, SMALL_LIMIT)} ${random.int(0, 2 ** 20)}\n` },
    ],
  },
});
