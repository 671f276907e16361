import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const BILLION = 1_000_000_000;

/** Whether n is prime, by trial division (n is at most 10^9 here). */
function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/** The distinct prime factors of n. */
function primeFactors(n: number): number[] {
  const factors: number[] = [];
  for (let d = 2; d * d <= n; d++) {
    if (n % d) continue;
    factors.push(d);
    while (n % d === 0) n /= d;
  }
  return n > 1 ? [...factors, n] : factors;
}

/** base^e mod m, for m up to a million (products stay exact). */
function powMod(base: number, e: number, m: number): number {
  let result = 1 % m;
  for (base %= m; e; e = Math.floor(e / 2), base = (base * base) % m) if (e % 2) result = (result * base) % m;
  return result;
}

/** Whether `base` has order p - 1 modulo the prime p: fractions over p repeat with the longest period. */
function fullPeriod(base: number, p: number): boolean {
  return base % p !== 0 && primeFactors(p - 1).every((f) => powMod(base, (p - 1) / f, p) !== 1);
}

/** A prime from `low` to `high` with which `base` (not a perfect square) gives the longest period. */
function longPeriodPrime(random: Random, low: number, high: number, base: number): number {
  for (;;) {
    let p = random.int(low, high);
    while (p <= high && !(isPrime(p) && fullPeriod(base, p))) p++;
    if (p <= high) return p;
  }
}

/** A prime from `low` to `high`. */
function prime(random: Random, low: number, high: number): number {
  for (;;) {
    let p = random.int(low, high);
    while (p <= high && !isPrime(p)) p++;
    if (p <= high) return p;
  }
}

/** A product of powers of 2 and 5 from `low` to `high`: a terminating denominator. */
function twosAndFives(random: Random, low: number, high: number): number {
  const all: number[] = [];
  for (let two = 1; two <= high; two *= 2) for (let n = two; n <= high; n *= 5) if (n >= low) all.push(n);
  return random.pick(all);
}

/** A denominator from `low` to `high` with a factor 2 or 5 and another prime: a digit or more before the period. */
function mixed(random: Random, low: number, high: number): number {
  for (;;) {
    const q = random.int(low, high);
    let rest = q;
    while (rest % 2 === 0) rest /= 2;
    while (rest % 5 === 0) rest /= 5;
    if (rest !== q && rest > 1) return q;
  }
}

/** Downtime minutes: any p from 0 to 10^9. */
const minutes = (random: Random) => random.int(0, BILLION);

/** p from the top 3% of its range. */
const topMinutes = (random: Random) => random.int(970_000_000, BILLION);

/** An input line of p, a denominator from `denominator`, and `more` if given. */
const fraction =
  (p: (random: Random) => number, denominator: (random: Random) => number, more?: (random: Random) => unknown) =>
  (random: Random) =>
    `${p(random)} ${denominator(random)}${more ? ` ${more(random)}` : ''}\n`;

/** An integer from `low` to `high` (at most 10^18), from 62 random bits. */
function big(random: Random, low: bigint, high: bigint): bigint {
  const bits = (BigInt(random.int(0, 2 ** 31 - 1)) << 31n) | BigInt(random.int(0, 2 ** 31 - 1));
  return low + (bits % (high - low + 1n));
}

/** A digit position near 10^18. */
const farPosition = (random: Random) => big(random, 97n * 10n ** 16n, 10n ** 18n);

/** p from -10^9 to 10^9, or from the top 3% of either sign. */
const signedMinutes = (top: boolean) => (random: Random) =>
  (random.chance(0.5) ? -1 : 1) * (top ? topMinutes(random) : minutes(random));

/** A denominator of `denominator`, negative half the time. */
const signedDenominator = (denominator: (random: Random) => number) => (random: Random) =>
  (random.chance(0.5) ? -1 : 1) * denominator(random);

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 1\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '6 3\n' },
      { tag: 'tricky', input: '1 6\n' },
      { tag: 'tricky', input: '1 990\n' },
    ],
    drawn: [
      { tag: 'typical', draw: fraction(minutes, (random) => random.int(2, 1000)) },
      { tag: 'typical', draw: fraction(minutes, (random) => random.int(2, 100)) },
      { tag: 'typical', draw: fraction(minutes, (random) => twosAndFives(random, 2, 1000)) },
      { tag: 'maximum', draw: fraction(minutes, (random) => longPeriodPrime(random, 700, 1000, 10)) },
      { tag: 'maximum', draw: fraction(topMinutes, (random) => twosAndFives(random, 500, 1000)) },
      { tag: 'maximum', draw: fraction(minutes, (random) => mixed(random, 900, 1000)) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 1\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '3 6\n' },
      { tag: 'tricky', input: '7 7\n' },
      { tag: 'tricky', input: '1 524288\n' },
    ],
    drawn: [
      { tag: 'typical', draw: fraction(minutes, (random) => random.int(2, 1000)) },
      { tag: 'typical', draw: fraction(minutes, (random) => random.int(2, 100_000)) },
      { tag: 'typical', draw: fraction(minutes, (random) => mixed(random, 10, 10_000)) },
      { tag: 'maximum', draw: fraction(minutes, (random) => longPeriodPrime(random, 900_000, 1_000_000, 10)) },
      { tag: 'maximum', draw: fraction(topMinutes, (random) => random.int(970_000, 1_000_000)) },
      { tag: 'maximum', draw: fraction(minutes, (random) => twosAndFives(random, 100_000, 1_000_000)) },
      { tag: 'maximum', draw: fraction(minutes, (random) => mixed(random, 970_000, 1_000_000)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 1 1\n' },
      { tag: 'minimum', input: '1 1 1\n' },
      { tag: 'tricky', input: '1 4 3\n' },
      { tag: 'tricky', input: '7 3 1\n' },
      { tag: 'tricky', input: '999999999 1000000000 9\n' },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: fraction(
          minutes,
          (random) => random.int(2, 1000),
          (random) => random.int(1, 1000),
        ),
      },
      {
        tag: 'typical',
        draw: fraction(
          minutes,
          (random) => random.int(2, BILLION),
          (random) => random.int(1, 1_000_000),
        ),
      },
      {
        tag: 'typical',
        draw: fraction(
          minutes,
          (random) => random.int(2, 100),
          (random) => random.int(1, 100),
        ),
      },
      { tag: 'maximum', draw: fraction(minutes, (random) => random.int(2, 100), farPosition) },
      { tag: 'maximum', draw: fraction(topMinutes, (random) => prime(random, 970_000_000, BILLION), farPosition) },
      { tag: 'maximum', draw: fraction(minutes, (random) => random.int(1, BILLION), farPosition) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 1 2\n' },
      { tag: 'minimum', input: '1 1 2\n' },
      { tag: 'tricky', input: '1 3 3\n' },
      { tag: 'tricky', input: '255 16 16\n' },
      { tag: 'tricky', input: '1 6 12\n' },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: fraction(
          minutes,
          (random) => random.int(2, 100),
          (random) => random.int(2, 16),
        ),
      },
      {
        tag: 'typical',
        draw: fraction(
          minutes,
          (random) => random.int(2, 1000),
          (random) => random.int(2, 16),
        ),
      },
      {
        tag: 'typical',
        draw: fraction(
          minutes,
          (random) => random.int(2, 1000),
          (random) => random.pick([2, 8, 16]),
        ),
      },
      {
        tag: 'maximum',
        draw: (random) => {
          const b = random.pick([2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15]);
          return `${topMinutes(random)} ${longPeriodPrime(random, 500, 1000, b)} ${b}\n`;
        },
      },
      {
        tag: 'maximum',
        draw: fraction(
          minutes,
          (random) => random.int(900, 1000),
          () => 2,
        ),
      },
      {
        tag: 'maximum',
        draw: fraction(
          topMinutes,
          (random) => random.int(900, 1000),
          (random) => random.int(2, 16),
        ),
      },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 1\n' },
      { tag: 'minimum', input: '-1 1\n' },
      { tag: 'tricky', input: '0 -5\n' },
      { tag: 'tricky', input: '1 -4\n' },
      { tag: 'tricky', input: '-7 -2\n' },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: fraction(
          signedMinutes(false),
          signedDenominator((random) => random.int(1, 1000)),
        ),
      },
      {
        tag: 'typical',
        draw: fraction(
          signedMinutes(false),
          signedDenominator((random) => random.int(1, 100)),
        ),
      },
      {
        tag: 'typical',
        draw: fraction(
          signedMinutes(false),
          signedDenominator((random) => twosAndFives(random, 1, 1000)),
        ),
      },
      {
        tag: 'maximum',
        draw: fraction(
          signedMinutes(true),
          signedDenominator((random) => longPeriodPrime(random, 700, 1000, 10)),
        ),
      },
      {
        tag: 'maximum',
        draw: fraction(
          signedMinutes(false),
          signedDenominator((random) => random.pick([1, 2, 4, 5, 8, 10])),
        ),
      },
      {
        tag: 'maximum',
        draw: fraction(
          (random) => -random.int(1, BILLION),
          (random) => -random.int(900, 1000),
        ),
      },
    ],
  },
});
