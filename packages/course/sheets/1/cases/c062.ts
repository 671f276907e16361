import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

type Size = (random: Random) => number;

const LIMIT = 1_000_000_000_000_000;

/** A size of 36 to 50 bits, uniform among the sizes of that length up to 10^15. */
const anySize: Size = (random) => {
  const bits = random.int(36, 50);
  return random.int(2 ** (bits - 1), Math.min(2 ** bits - 1, LIMIT));
};

/** A size a little above or below a power of two 2^k, k from `from` to 49 (off by up to 2^(k-6)). */
const nearPower =
  (from = 40): Size =>
  (random) => {
    const k = random.int(from, 49);
    return 2 ** k + random.pick([-1, 1]) * random.int(1, 2 ** (k - 6));
  };

/** A size just below 10^15, the largest request. */
const nearLimit: Size = (random) => LIMIT - random.int(0, 2 ** 40);

/** An address that is an odd multiple of 2^j, j from `low` to `high`, at least `min`. */
const aligned =
  (low: number, high: number, min = 0): Size =>
  (random) => {
    const step = 2 ** random.int(low, high);
    const odd = random.int(Math.ceil((min / step - 1) / 2), Math.floor((LIMIT / step - 1) / 2));
    return (2 * odd + 1) * step;
  };

/** A size near 3 * 2^(k-1), halfway between two powers of two, k from `from` to 49. */
const midway =
  (from = 40): Size =>
  (random) => {
    const k = random.int(from, 49);
    return 3 * 2 ** (k - 1) + random.int(-(2 ** (k - 8)), 2 ** (k - 8));
  };

/** The drawn cases: a size of any length, one near a power of two, one of `third`, then the `maximums`. */
const drawn = (third: Size, maximums: Size[]) =>
  [
    { tag: 'typical', draw: (random: Random) => `${anySize(random)}\n` },
    { tag: 'typical', draw: (random: Random) => `${nearPower()(random)}\n` },
    { tag: 'typical', draw: (random: Random) => `${third(random)}\n` },
    ...maximums.map((size) => ({ tag: 'maximum', draw: (random: Random) => `${size(random)}\n` }) as const),
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2147483648\n' },
      { tag: 'tricky', input: '4294967296\n' },
      { tag: 'tricky', input: '4294967295\n' },
    ],
    drawn: drawn(aligned(8, 20), [nearLimit, nearPower(49)]),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '64\n' },
      { tag: 'tricky', input: '65\n' },
      { tag: 'tricky', input: '2147483649\n' },
    ],
    drawn: drawn(midway(), [nearLimit, nearPower(49)]),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '64\n' },
      { tag: 'tricky', input: '63\n' },
      { tag: 'tricky', input: '4294967295\n' },
    ],
    drawn: drawn(midway(), [nearLimit, nearPower(49)]),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '64\n' },
      { tag: 'tricky', input: '63\n' },
      { tag: 'tricky', input: '4294967296\n' },
      { tag: 'tricky', input: '6442450944\n' },
    ],
    drawn: drawn(aligned(8, 20), [nearLimit, aligned(10, 14, 900_000_000_000_000)]),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '3\n' },
      { tag: 'tricky', input: '96\n' },
      { tag: 'tricky', input: '97\n' },
    ],
    drawn: drawn(midway(), [nearLimit, midway(49)]),
  },
});
