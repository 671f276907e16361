import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const TOP = 10n ** 18n;
const BILLION = 1_000_000_000;

/** A uniform integer from lo to hi (both included), however large. */
function bigBetween(random: Random, lo: bigint, hi: bigint): bigint {
  const span = hi - lo + 1n;
  let r = 0n;
  for (let bits = 0; bits < span.toString(2).length + 30; bits += 30)
    r = (r << 30n) | BigInt(random.int(0, 2 ** 30 - 1));
  return lo + (r % span);
}

function isPrime(x: number): boolean {
  if (x < 2 || x % 2 === 0) return x === 2;
  for (let d = 3; d * d <= x; d += 2) if (x % d === 0) return false;
  return true;
}

/** A random prime from lo to hi. */
function prime(random: Random, lo: number, hi: number): number {
  for (;;) {
    const x = random.int(lo, hi);
    if (isPrime(x)) return x;
  }
}

/** n within 3% below 10^18, 10^18 itself included. */
const hugeN = (random: Random) => bigBetween(random, (TOP * 97n) / 100n, TOP);

/** n up to `maxN` and m from `minM` to `maxM`. */
const nm = (maxN: bigint, minM: number, maxM: number) => (random: Random) =>
  `${bigBetween(random, 0n, maxN)} ${random.int(minM, maxM)}\n`;

/** n near 10^18 and m near 10^9: products of residues far beyond 2^53. */
const nearTop = (random: Random) => `${hugeN(random)} ${random.int(970_000_000, BILLION)}\n`;

/** n near 10^18 and a prime m just below 10^9. */
const primeTop = (random: Random) => `${hugeN(random)} ${prime(random, 990_000_000, BILLION)}\n`;

const typicalNM = [
  { tag: 'typical', draw: nm(1_000_000n, 2, BILLION) },
  { tag: 'typical', draw: nm(10n ** 12n, 2, BILLION) },
  { tag: 'typical', draw: nm(TOP, 2, 1000) },
  { tag: 'maximum', draw: nearTop },
  { tag: 'maximum', draw: primeTop },
] as const;

/** A recurrence of order 1 to 5 with coefficients and first values up to `maxC` and `maxA`, n up to `maxN`. */
const recurrence = (maxN: bigint, maxC: number, maxA: number) => (random: Random) => {
  const d = random.int(1, 5);
  const c = Array.from({ length: d }, () => random.int(0, maxC));
  const a = Array.from({ length: d }, () => random.int(0, maxA));
  return `${d} ${bigBetween(random, 0n, maxN)} ${random.int(1, BILLION)}\n${c.join(' ')}\n${a.join(' ')}\n`;
};

/** Order 5, n near 10^18, m near 10^9 or a prime just below, coefficients and first values up to the given bounds. */
const bigRecurrence = (m: (random: Random) => number, maxC: number, maxA: number) => (random: Random) => {
  const c = Array.from({ length: 5 }, () => random.int(0, maxC));
  const a = Array.from({ length: 5 }, () => random.int(0, maxA));
  return `5 ${hugeN(random)} ${m(random)}\n${c.join(' ')}\n${a.join(' ')}\n`;
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 1000\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'minimum', input: '1 2\n' },
      { tag: 'tricky', input: '1000000000000000000 1\n' },
      { tag: 'tricky', input: '93 999999937\n' },
    ],
    drawn: typicalNM,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 1000\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'minimum', input: '2 1000000000\n' },
      { tag: 'tricky', input: '1000000000000000000 1\n' },
      { tag: 'tricky', input: '80 999999937\n' },
    ],
    drawn: typicalNM,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 0 1000\n5\n7\n' },
      { tag: 'minimum', input: '1 1 1\n0\n0\n' },
      { tag: 'tricky', input: '3 2 100\n1 1 1\n5 1000000000 123\n' },
      { tag: 'tricky', input: '2 1000000000000000000 1000000000\n0 1\n3 4\n' },
      { tag: 'tricky', input: '5 777 10\n0 0 0 0 0\n1 2 3 4 5\n' },
    ],
    drawn: [
      { tag: 'typical', draw: recurrence(1000n, 5, 10) },
      { tag: 'typical', draw: recurrence(10n ** 9n, 100, 1000) },
      { tag: 'typical', draw: recurrence(TOP, BILLION, BILLION) },
      { tag: 'maximum', draw: bigRecurrence((random) => random.int(970_000_000, BILLION), BILLION, BILLION) },
      { tag: 'maximum', draw: bigRecurrence((random) => prime(random, 990_000_000, BILLION), 5, 9) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 1000\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'minimum', input: '1 1000\n' },
      { tag: 'tricky', input: '1 2\n' },
      { tag: 'tricky', input: '13 377\n' },
      { tag: 'tricky', input: '58 5\n' },
    ],
    drawn: typicalNM,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 1000\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'minimum', input: '1 2\n' },
      { tag: 'tricky', input: '1000000000000000000 1\n' },
      { tag: 'tricky', input: '12 250\n' },
    ],
    drawn: [
      { tag: 'typical', draw: nm(1_000_000_000n, 2, 1000) },
      { tag: 'typical', draw: nm(10n ** 12n, 2, 1000) },
      { tag: 'typical', draw: nm(TOP, 2, 1000) },
      { tag: 'maximum', draw: (random) => `${hugeN(random)} ${random.int(970, 1000)}\n` },
      { tag: 'maximum', draw: (random) => `${hugeN(random)} ${prime(random, 900, 1000)}\n` },
    ],
  },
});
