import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const BILLION = 1_000_000_000;
const QUINTILLION = 10n ** 18n;

/** An integer from `low` to `high` (at most 10^18), from 62 random bits. */
function big(random: Random, low: bigint, high: bigint): bigint {
  const bits = (BigInt(random.int(0, 2 ** 31 - 1)) << 31n) | BigInt(random.int(0, 2 ** 31 - 1));
  return low + (bits % (high - low + 1n));
}

/** A number from 97% of 10^18 to 10^18. */
const top = (random: Random) => big(random, (QUINTILLION * 97n) / 100n, QUINTILLION);

/** A number from 97% of 10^9 to 10^9. */
const topBillion = (random: Random) => random.int(970_000_000, BILLION);

/** Whether n (at most about 10^9) is prime, by trial division. */
function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/** A prime from `low` to `high`. */
function prime(random: Random, low: number, high: number): number {
  for (;;) {
    let p = random.int(low, high);
    while (p <= high && !isPrime(p)) p++;
    if (p <= high) return p;
  }
}

/** Joins the numbers the makers draw into one input line. */
const line =
  (...makers: ((random: Random) => number | bigint | string)[]) =>
  (random: Random) =>
    makers.map((make) => make(random)).join(' ') + '\n';

/** A fixed value, as a maker. */
const just = (value: number | bigint) => () => value;

/** An integer from `low` to `high`, as a maker. */
const between = (low: number, high: number) => (random: Random) => random.int(low, high);

/** A well-known modulus, or any from 2 to 10^9. */
function typicalModulus(random: Random): number {
  return random.chance(0.4) ? random.pick([1_000_000_007, 998_244_353, 1_000_000_000, 65_536]) : random.int(2, BILLION);
}

/** A modulus of the form 2^k or 2^k - 1 near 10^18. */
function binaryModulus(random: Random): bigint {
  return (1n << BigInt(random.int(50, 59))) - BigInt(random.int(0, 1));
}

/** a, b and k with a^b right at 10^k: the first power of a to reach k digits, or the one before it. */
function atTheBorder(random: Random): string {
  const a = random.int(2, BILLION);
  const k = random.int(8, 18);
  let b = 0;
  for (let power = 1n; power < 10n ** BigInt(k); power *= BigInt(a)) b++;
  return `${a} ${b - random.int(0, Math.min(1, b))} ${k}\n`;
}

/** A multiple of the prime modulus as the base, with huge b and c. */
function multipleOfModulus(random: Random): string {
  const m = prime(random, 2, 1_000_000_007);
  const a = BigInt(m) * big(random, 1n, QUINTILLION / BigInt(m));
  return `${a} ${random.chance(0.2) ? 0 : top(random)} ${top(random)} ${m}\n`;
}

/** A base that is 1 modulo m, where dividing by a - 1 is impossible, with n near 10^18. */
function baseOneModM(random: Random): string {
  const m = random.int(2, BILLION);
  const a = m * random.int(0, Math.floor((BILLION - 1) / m)) + 1;
  return `${a} ${top(random)} ${m}\n`;
}

/** A number of `length` digits drawn from `digits`, its first digit not 0. */
function decimal(random: Random, length: number, digits = '0123456789'): string {
  return random.string(1, digits.replace('0', '')) + random.string(length - 1, digits);
}

/** 1000 digits, 1 then zeros but for 5 to 15 digits here and there. */
function powerOfTenLike(random: Random): string {
  const digits = ['1', ...'0'.repeat(999)];
  for (let i = random.int(5, 15); i > 0; i--) digits[random.int(1, 999)] = random.string(1, '123456789');
  return digits.join('');
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 0 1\n' },
      { tag: 'minimum', input: '0 0 2\n' },
      { tag: 'tricky', input: '0 5 7\n' },
      { tag: 'tricky', input: '5 0 1\n' },
      { tag: 'tricky', input: '1000000000000000000 1 999999999999999999\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(between(2, 1000), between(1, BILLION), typicalModulus) },
      { tag: 'typical', draw: line(between(0, BILLION), between(0, BILLION), typicalModulus) },
      {
        tag: 'typical',
        draw: line((random) => big(random, 0n, QUINTILLION), between(0, 100_000), between(1, BILLION)),
      },
      { tag: 'maximum', draw: line(top, top, top) },
      { tag: 'maximum', draw: line(top, top, (random) => big(random, 1n, QUINTILLION)) },
      { tag: 'maximum', draw: line(top, top, binaryModulus) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0 1\n' },
      { tag: 'minimum', input: '0 1 1\n' },
      { tag: 'tricky', input: '2 10 4\n' },
      { tag: 'tricky', input: '2 10 5\n' },
      { tag: 'tricky', input: '10 5 3\n' },
      { tag: 'tricky', input: '1 1000000000000000000 18\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(between(2, 10_000), between(1, 1_000_000), between(1, 18)) },
      { tag: 'typical', draw: line(between(2, 100_000), between(1, 100_000), between(1, 18)) },
      { tag: 'typical', draw: atTheBorder },
      { tag: 'maximum', draw: line(topBillion, top, just(18)) },
      { tag: 'maximum', draw: line(between(2, BILLION), top, between(15, 18)) },
      { tag: 'maximum', draw: atTheBorder },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0 0 2\n' },
      { tag: 'minimum', input: '1 1 1 2\n' },
      { tag: 'tricky', input: '5 0 3 7\n' },
      { tag: 'tricky', input: '7 2 3 7\n' },
      { tag: 'tricky', input: '14 0 0 7\n' },
      { tag: 'tricky', input: '1000000007 5 5 1000000007\n' },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: line(between(0, 1_000_000), between(0, 1_000_000), between(0, 1_000_000), (random) =>
          prime(random, 2, 1_000_000_007),
        ),
      },
      {
        tag: 'typical',
        draw: line(between(2, 1_000_000), between(2, 1000), between(1, 1000), (random) =>
          random.pick([1_000_000_007, 998_244_353, 999_999_937]),
        ),
      },
      {
        tag: 'typical',
        draw: line(between(0, BILLION), between(0, BILLION), between(0, 100), (random) => prime(random, 2, 1000)),
      },
      { tag: 'maximum', draw: line(top, top, top, (random) => prime(random, 970_000_000, 1_000_000_007)) },
      { tag: 'maximum', draw: multipleOfModulus },
      { tag: 'maximum', draw: line(top, top, top, (random) => prime(random, 2, 100)) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 0 1\n' },
      { tag: 'minimum', input: '0 0 2\n' },
      { tag: 'tricky', input: '0 5 10\n' },
      { tag: 'tricky', input: '1 1000000000000000000 1000000000\n' },
      { tag: 'tricky', input: '4 7 3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(between(2, 1000), between(0, BILLION), typicalModulus) },
      { tag: 'typical', draw: line(between(0, BILLION), between(0, BILLION), typicalModulus) },
      { tag: 'typical', draw: line(between(2, 10), between(0, 60), between(1, BILLION)) },
      { tag: 'maximum', draw: line(topBillion, top, topBillion) },
      {
        tag: 'maximum',
        draw: line(between(0, BILLION), top, (random) => random.pick([1_000_000_000, 999_999_937, 536_870_912])),
      },
      { tag: 'maximum', draw: baseOneModM },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0 1\n' },
      { tag: 'minimum', input: '0 0 2\n' },
      { tag: 'tricky', input: '0 1 7\n' },
      { tag: 'tricky', input: '10 3 1000\n' },
      { tag: 'tricky', input: '1000000000 999 1000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(between(2, 1000), (random) => decimal(random, random.int(10, 60)), typicalModulus) },
      {
        tag: 'typical',
        draw: line(between(0, BILLION), (random) => decimal(random, random.int(10, 60)), typicalModulus),
      },
      {
        tag: 'typical',
        draw: line(between(2, 20), (random) => decimal(random, random.int(20, 200)), between(1, 10_000)),
      },
      {
        tag: 'maximum',
        draw: line(
          topBillion,
          (random) => decimal(random, 1000),
          (random) => prime(random, 970_000_000, BILLION),
        ),
      },
      { tag: 'maximum', draw: line(between(0, BILLION), (random) => decimal(random, 1000, '89'), topBillion) },
      { tag: 'maximum', draw: line(between(2, 1000), powerOfTenLike, between(1, BILLION)) },
    ],
  },
});
