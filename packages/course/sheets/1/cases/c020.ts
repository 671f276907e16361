import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const N_MAX = 100_000_000_000;
const TOP = 10n ** 18n;

/** A uniform integer from lo to hi (both included), however large. */
function bigBetween(random: Random, lo: bigint, hi: bigint): bigint {
  const span = hi - lo + 1n;
  let r = 0n;
  for (let bits = 0; bits < span.toString(2).length + 30; bits += 30)
    r = (r << 30n) | BigInt(random.int(0, 2 ** 30 - 1));
  return lo + (r % span);
}

/** n from `min` to `max`: a lone integer needs billions of values to draw apart, so even typical ones are large. */
const single = (min: number, max: number) => (random: Random) => `${random.int(min, max)}\n`;

const lone = [
  { tag: 'typical', draw: single(5_000_000_000, 15_000_000_000) },
  { tag: 'typical', draw: single(5_000_000_000, 15_000_000_000) },
  { tag: 'typical', draw: single(15_000_000_000, 40_000_000_000) },
  { tag: 'maximum', draw: single(90_000_000_000, N_MAX) },
  { tag: 'maximum', draw: single(90_000_000_000, N_MAX) },
  { tag: 'maximum', draw: single(90_000_000_000, N_MAX) },
] as const;

/** n in the billions and a range [L, R] somewhere below it or straddling it. */
function someRange(random: Random): string {
  const n = random.int(5_000_000_000, 90_000_000_000);
  const l = random.int(1, random.pick([1000, 1_000_000, n]));
  const r = Math.min(N_MAX, l + random.int(0, random.pick([1_000_000, n, 2 * n])));
  return `${n} ${l} ${r}\n`;
}

/** n near 10^11, a range from `l` to near 10^11. */
const wide = (maxL: number) => (random: Random) =>
  `${random.int(90_000_000_000, N_MAX)} ${random.int(1, maxL)} ${random.int(97_000_000_000, N_MAX)}\n`;

/** n near 10^11 and a short range around its square root, where the quotients change step. */
function aroundRoot(random: Random): string {
  const n = random.int(90_000_000_000, N_MAX);
  const root = Math.floor(Math.sqrt(n));
  return `${n} ${root - random.int(0, 1000)} ${root + random.int(0, 1000)}\n`;
}

/** n near 10^11, L = 2 and R near n / 2. */
function half(random: Random): string {
  const n = random.int(90_000_000_000, N_MAX);
  return `${n} 2 ${Math.floor(n / 2) + random.int(-1_000_000, 1_000_000)}\n`;
}

/** n, m, a, b of assorted sizes up to `max`. */
const sums = (max: bigint) => (random: Random) => {
  const value = (lo: bigint) => bigBetween(random, lo, random.chance(0.5) ? max : max / 1000n + 1n);
  return `${value(1n)} ${value(1n)} ${value(0n)} ${value(0n)}\n`;
};

/** n, m, a and b all within 3% of 10^18: every step of the recursion is huge. */
function allHuge(random: Random): string {
  const near = () => bigBetween(random, (TOP * 97n) / 100n, TOP);
  return `${near()} ${near()} ${near()} ${near()}\n`;
}

/** m near 10^18 and a just below it, so that the Euclid-like recursion goes deep. */
function slope(random: Random): string {
  const m = bigBetween(random, (TOP * 97n) / 100n, TOP);
  const a = m - bigBetween(random, 1n, 10n ** 6n);
  const b = random.chance(0.5) ? 0n : bigBetween(random, 0n, TOP);
  return `${bigBetween(random, (TOP * 97n) / 100n, TOP)} ${m} ${a} ${b}\n`;
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '4\n' },
      { tag: 'tricky', input: '3\n' },
      { tag: 'tricky', input: '99999999999\n' },
      { tag: 'tricky', input: '99999515529\n' },
    ],
    drawn: lone,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2\n' },
      { tag: 'tricky', input: '4\n' },
      { tag: 'tricky', input: '99999999999\n' },
      { tag: 'tricky', input: '99999515529\n' },
    ],
    drawn: lone,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2\n' },
      { tag: 'tricky', input: '5\n' },
      { tag: 'tricky', input: '99999999999\n' },
      { tag: 'tricky', input: '99999515529\n' },
    ],
    drawn: lone,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 1 1\n' },
      { tag: 'minimum', input: '1 1 1\n' },
      { tag: 'tricky', input: '5 6 100\n' },
      { tag: 'tricky', input: '10 10 10\n' },
      { tag: 'tricky', input: '100000000000 100000000000 100000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: someRange },
      { tag: 'typical', draw: someRange },
      { tag: 'typical', draw: someRange },
      { tag: 'maximum', draw: wide(100) },
      { tag: 'maximum', draw: wide(100_000) },
      { tag: 'maximum', draw: aroundRoot },
      { tag: 'maximum', draw: half },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 1 0 0\n' },
      { tag: 'minimum', input: '1 1 0 0\n' },
      { tag: 'tricky', input: '5 1 0 7\n' },
      { tag: 'tricky', input: '10 3 0 2\n' },
      { tag: 'tricky', input: '1000000000000000000 1 1 0\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sums(10n ** 9n) },
      { tag: 'typical', draw: sums(10n ** 12n) },
      { tag: 'typical', draw: sums(TOP) },
      { tag: 'maximum', draw: allHuge },
      { tag: 'maximum', draw: slope },
      { tag: 'maximum', draw: allHuge },
    ],
  },
});
