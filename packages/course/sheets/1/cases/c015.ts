import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const MILLION = 1_000_000;
const TRILLION = 1_000_000_000_000;
const SMALL_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];

/** Whether n (below 3.4 * 10^12) is prime: Miller-Rabin with the bases that decide every such n. */
function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (const p of [2, 3, 5, 7, 11, 13]) if (n % p === 0) return n === p;
  const m = BigInt(n);
  let d = m - 1n;
  let s = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    s++;
  }
  return [2n, 3n, 5n, 7n, 11n, 13n].every((a) => {
    let x = 1n;
    for (let base = a, e = d; e; e >>= 1n, base = (base * base) % m) if (e & 1n) x = (x * base) % m;
    if (x === 1n || x === m - 1n) return true;
    for (let i = 1; i < s; i++) {
      x = (x * x) % m;
      if (x === m - 1n) return true;
    }
    return false;
  });
}

/** A random prime from `low` to `high` (the first prime from a random start, drawn again past `high`). */
function prime(random: Random, low: number, high: number): number {
  for (;;) {
    let n = random.int(low, high);
    while (n <= high && !isPrime(n)) n++;
    if (n <= high) return n;
  }
}

/** A prime picked uniformly from `low` to `high` (at most a million), by sieving that stretch. */
function uniformPrime(random: Random, low: number, high: number): number {
  const composite = new Uint8Array(high - low + 1);
  for (let p = 2; p * p <= high; p++) {
    for (let m = Math.max(p * p, Math.ceil(low / p) * p); m <= high; m += p) composite[m - low] = 1;
  }
  const primes = [];
  for (let n = Math.max(low, 2); n <= high; n++) if (!composite[n - low]) primes.push(n);
  return random.pick(primes);
}

/** A line with what `draw` returns. */
const line = (draw: (random: Random) => number | string) => (random: Random) => `${draw(random)}\n`;

/** A number near the top of its range: from 97% of `limit` to `limit`. */
const nearTop = (limit: number) => (random: Random) => random.int(Math.ceil(limit * 0.97), limit);

/** A number up to 100000 times 3 to 12 random small primes, at most 10^12: a ticket id with many factors. */
function smooth(random: Random): number {
  let n = random.int(1, 100_000);
  for (let i = random.int(3, 12); i > 0; i--) {
    const p = random.pick(SMALL_PRIMES);
    if (n * p <= TRILLION) n *= p;
  }
  return n;
}

/** A number of 9 to 12 digits drawn uniformly in its digit count. */
function ticketId(random: Random): number {
  const digits = random.int(9, 12);
  return random.int(10 ** (digits - 1), Math.min(10 ** digits - 1, TRILLION));
}

/**
 * A product of two primes of 200000 to a million, from 90% of 10^12 to 10^12: trial division goes far.
 * The smaller stays under 900000, so that the larger has thousands of primes to be drawn from.
 */
function twoLargePrimes(random: Random): number {
  const p = prime(random, 200_000, 900_000);
  return p * prime(random, Math.max(p, Math.ceil((0.9 * TRILLION) / p)), Math.floor(TRILLION / p));
}

/**
 * A product of up to 20 small primes (at most 30000) times a cofactor that brings it to 97% of 10^12 or more:
 * many divisors. The cofactor then has a million values or more to be drawn from.
 */
function smoothTop(random: Random): number {
  let n = 1;
  for (let i = random.int(8, 20); i > 0; i--) {
    const p = random.pick(SMALL_PRIMES);
    if (n * p <= 30_000) n *= p;
  }
  return n * random.int(Math.ceil((0.97 * TRILLION) / n), Math.floor(TRILLION / n));
}

/** A small number times a prime, from 97% of 10^12 to 10^12. */
function timesLargePrime(random: Random): number {
  const small = random.int(2, 1000);
  return small * prime(random, Math.ceil((0.97 * TRILLION) / small), Math.floor(TRILLION / small));
}

/** One past a prime near 10^12, so the next prime is a gap away. */
function afterPrime(random: Random): number {
  return prime(random, 0.97 * TRILLION, TRILLION - 1) + 1;
}

/** An interval of `smallest` to `largest` more numbers, placed at random within a million. */
const interval = (smallest: number, largest: number) => (random: Random) => {
  const width = random.int(smallest, largest);
  const a = random.int(1, MILLION - width);
  return `${a} ${a + width}`;
};

/** An interval of up to 30000 numbers ending near a million. */
function topWindow(random: Random): string {
  const b = nearTop(MILLION)(random);
  return `${random.int(b - 30_000, b)} ${b}`;
}

/** An interval from a prime near a million to a bound above it. */
function fromTopPrime(random: Random): string {
  const b = nearTop(MILLION)(random);
  return `${uniformPrime(random, b - 30_000, b)} ${b}`;
}

const factorable = [
  { tag: 'typical', draw: line(smooth) },
  { tag: 'typical', draw: line(ticketId) },
  { tag: 'typical', draw: line(ticketId) },
  { tag: 'maximum', draw: line((random) => prime(random, 0.97 * TRILLION, TRILLION)) },
  { tag: 'maximum', draw: line(twoLargePrimes) },
  { tag: 'maximum', draw: line(smoothTop) },
  { tag: 'maximum', draw: line(timesLargePrime) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'minimum', input: '2\n' },
      { tag: 'tricky', input: '7919\n' },
      { tag: 'tricky', input: '7918\n' },
    ],
    // n is one of 1,000,001 integers (the maxima one of 50,001): rounds draw the same n now and then.
    drawn: [
      { tag: 'typical', draw: line((random) => random.int(100, 200_000)), few: true },
      { tag: 'typical', draw: line((random) => random.int(100, 200_000)), few: true },
      { tag: 'typical', draw: line((random) => random.int(200_000, 900_000)), few: true },
      { tag: 'maximum', draw: line(nearTop(MILLION)), few: true },
      { tag: 'maximum', draw: line((random) => uniformPrime(random, 950_000, MILLION) - random.int(0, 1)), few: true },
      { tag: 'maximum', draw: line((random) => random.int(950_000, MILLION)), few: true },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '1\n' },
      { tag: 'minimum', input: '2\n' },
      { tag: 'tricky', input: '1024\n' },
      { tag: 'tricky', input: '961\n' },
    ],
    drawn: factorable,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1\n' },
      { tag: 'minimum', input: '2\n' },
      { tag: 'tricky', input: '36\n' },
      { tag: 'tricky', input: '999966000289\n' },
    ],
    drawn: factorable,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '1 1\n' },
      { tag: 'minimum', input: '2 2\n' },
      { tag: 'tricky', input: '14 16\n' },
      { tag: 'tricky', input: '5 5\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(interval(10, 1000)) },
      { tag: 'typical', draw: line(interval(1000, 100_000)) },
      {
        tag: 'typical',
        draw: line((random) => [random.int(1, MILLION), random.int(1, MILLION)].sort((a, b) => a - b).join(' ')),
      },
      { tag: 'maximum', draw: line((random) => `${random.int(1, 30_000)} ${nearTop(MILLION)(random)}`) },
      { tag: 'maximum', draw: line(topWindow) },
      { tag: 'maximum', draw: line(fromTopPrime) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'minimum', input: '2\n' },
      { tag: 'tricky', input: '7919\n' },
      { tag: 'tricky', input: '999966000289\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(ticketId) },
      { tag: 'typical', draw: line(ticketId) },
      { tag: 'typical', draw: line((random) => random.int(MILLION, TRILLION)) },
      { tag: 'maximum', draw: line(nearTop(TRILLION)) },
      { tag: 'maximum', draw: line((random) => prime(random, 0.97 * TRILLION, TRILLION)) },
      { tag: 'maximum', draw: line(afterPrime) },
    ],
  },
});
