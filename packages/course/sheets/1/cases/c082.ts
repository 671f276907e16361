import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** One integer from `least` to `most`, never one of the fixed inputs `taken`. */
const between =
  (least: number, most: number, taken: readonly number[] = []) =>
  (random: Random) => {
    let n = random.int(least, most);
    while (taken.includes(n)) n = random.int(least, most);
    return `${n}\n`;
  };

/**
 * The one-number variations: three typical thirds of the range below 950000, and the top 5% as maximum.
 * n has only 1,000,001 values: over 2000 rounds of four draws some must repeat, whatever the ranges.
 */
const flagCounts = [
  { tag: 'typical', draw: between(2, 316000, [2, 4, 48, 99, 1024]), few: true },
  { tag: 'typical', draw: between(316001, 633000), few: true },
  { tag: 'typical', draw: between(633001, 949999), few: true },
  { tag: 'maximum', draw: between(950000, 1000000, [999999]), few: true },
] as const;

/** n flags and a pass k from `lowest(n)` to `highest(n)`, with n from `least` to `most`. */
const killed =
  (least: number, most: number, lowest: (n: number) => number, highest: (n: number) => number) => (random: Random) => {
    const n = random.int(least, most);
    return `${n} ${random.int(lowest(n), highest(n))}\n`;
  };

/** Divisor counts that many numbers up to 100000 have. */
const COMMON_COUNTS = [2, 3, 4, 5, 6, 8, 9, 10, 12, 16, 18, 20, 24, 32, 36, 40, 48, 64];

/**
 * n flags and a flip count t: mostly a common divisor count, sometimes any t up to 200. The statement
 * allows 20,000,200 inputs, and far fewer are worth drawing: rounds may share one.
 */
const flipped = (least: number, most: number, counts: number[]) => (random: Random) =>
  `${random.int(least, most)} ${random.chance(0.85) ? random.pick(counts) : random.int(1, 200)}\n`;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '4\n' },
      { tag: 'tricky', input: '99\n' },
      { tag: 'tricky', input: '999999\n' },
    ],
    drawn: flagCounts,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '4\n' },
      { tag: 'tricky', input: '48\n' },
      { tag: 'tricky', input: '999999\n' },
    ],
    drawn: flagCounts,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '50 0\n' },
      { tag: 'tricky', input: '100 100\n' },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: killed(
          1000,
          60000,
          () => 0,
          (n) => n,
        ),
      },
      {
        tag: 'typical',
        draw: killed(
          1000,
          60000,
          () => 1,
          (n) => n,
        ),
      },
      {
        tag: 'typical',
        draw: killed(
          1000,
          60000,
          () => 1,
          (n) => Math.floor(Math.sqrt(n)) * 10,
        ),
      },
      {
        tag: 'maximum',
        draw: killed(
          90000,
          100000,
          (n) => n - 20000,
          (n) => n,
        ),
      },
      {
        tag: 'maximum',
        // k from a sixth of √n to 16 times it: few passes, either side of √n.
        draw: killed(
          80000,
          100000,
          () => 50,
          () => 5000,
        ),
      },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2\n' },
      { tag: 'tricky', input: '1024\n' },
      { tag: 'tricky', input: '999999\n' },
    ],
    drawn: flagCounts,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 1\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '1 2\n' },
      { tag: 'tricky', input: '1000 3\n' },
      { tag: 'tricky', input: '100000 200\n' },
    ],
    drawn: [
      { tag: 'typical', draw: flipped(100, 60000, COMMON_COUNTS.slice(0, 10)), few: true },
      { tag: 'typical', draw: flipped(5000, 60000, COMMON_COUNTS), few: true },
      { tag: 'typical', draw: flipped(5000, 60000, COMMON_COUNTS), few: true },
      { tag: 'maximum', draw: flipped(95000, 100000, [2, 3, 4, 6, 8, 12]), few: true },
      { tag: 'maximum', draw: flipped(95000, 100000, [64, 72, 80, 96, 100, 108, 112, 120, 128]), few: true },
    ],
  },
});
