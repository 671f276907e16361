import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const QUINTILLION = 10n ** 18n;
const DIGITS36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An integer from `low` to `high` (a range of at most 2^62), from 62 random bits. */
function big(random: Random, low: bigint, high: bigint): bigint {
  const bits = (BigInt(random.int(0, 2 ** 31 - 1)) << 31n) | BigInt(random.int(0, 2 ** 31 - 1));
  return low + (bits % (high - low + 1n));
}

/** A register value of 34 to 59 bits (its top bit set). */
function register(random: Random): bigint {
  const top = 1n << BigInt(random.int(33, 58));
  return big(random, top, 2n * top - 1n);
}

/** A value from 97% of 10^18 to 10^18. */
const topValue = (random: Random) => big(random, (QUINTILLION * 97n) / 100n, QUINTILLION);

/** A line holding what `draw` returns. */
const line = (draw: (random: Random) => unknown) => (random: Random) => `${draw(random)}\n`;

/** A word of `width` random bits. */
function word(random: Random, width: number): string {
  return random.string(width, '01');
}

/** A 64-bit word: `first`, then 63 copies of `rest` with 8 to 16 of them flipped. */
const nearlyUniform = (first: string, rest: string) => (random: Random) => {
  const bits = [...rest.repeat(63)];
  for (const at of random.sample(
    Array.from({ length: 63 }, (_, i) => i),
    random.int(8, 16),
  )) {
    bits[at] = rest === '1' ? '0' : '1';
  }
  return first + bits.join('') + '\n';
};

/** A number of `length` digits in base `base`, its first digit not 0. */
function digits(random: Random, base: number, length: number): string {
  const alphabet = DIGITS36.slice(0, base);
  return random.string(1, alphabet.slice(1)) + random.string(length - 1, alphabet);
}

/** An id of 8 to 30 digits in one base, to be written in another. */
function translation(random: Random): string {
  const [b1, b2] = [random.int(2, 36), random.int(2, 36)];
  return `${b1} ${b2} ${digits(random, b1, random.int(8, 30))}\n`;
}

/** 100 digits in a base of 30 to 36, nearly all the largest digit, to a base of 2 to 4. */
function largestDigits(random: Random): string {
  const b1 = random.int(30, 36);
  const chars = [...DIGITS36[b1 - 1].repeat(100)];
  for (let i = random.int(8, 20); i > 0; i--) chars[random.int(1, 99)] = DIGITS36[random.int(0, b1 - 1)];
  return `${b1} ${random.int(2, 4)} ${chars.join('')}\n`;
}

/** 100 digits in base `from` (drawn from the range given) to a base drawn from `to`. */
const hundredDigits = (from: [number, number], to: [number, number]) => (random: Random) => {
  const b1 = random.int(...from);
  return `${b1} ${random.int(...to)} ${digits(random, b1, 100)}\n`;
};

/** The value `draw` makes, negated half the time. */
const signed = (draw: (random: Random) => bigint) => (random: Random) => (random.chance(0.5) ? -1n : 1n) * draw(random);

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '15\n' },
      { tag: 'tricky', input: '16\n' },
      { tag: 'tricky', input: '9007199254740993\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(register) },
      { tag: 'typical', draw: line(register) },
      { tag: 'typical', draw: line(register) },
      { tag: 'maximum', draw: line(topValue) },
      { tag: 'maximum', draw: line(topValue) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '01\n' },
      { tag: 'tricky', input: '10000000\n' },
      { tag: 'tricky', input: '0000000000000101\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line((random) => word(random, random.int(33, 63))) },
      { tag: 'typical', draw: line((random) => '1' + word(random, random.int(32, 62))) },
      { tag: 'typical', draw: line((random) => '0' + word(random, random.int(32, 62))) },
      { tag: 'maximum', draw: nearlyUniform('1', '0') },
      { tag: 'maximum', draw: nearlyUniform('0', '1') },
      { tag: 'maximum', draw: nearlyUniform('1', '1') },
      { tag: 'maximum', draw: line((random) => word(random, 64)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 2\n' },
      { tag: 'minimum', input: '1 2\n' },
      { tag: 'tricky', input: '35 36\n' },
      { tag: 'tricky', input: '36 36\n' },
      { tag: 'tricky', input: '0 36\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => `${register(random)} ${random.int(2, 36)}\n` },
      { tag: 'typical', draw: (random) => `${register(random)} ${random.int(2, 36)}\n` },
      { tag: 'typical', draw: (random) => `${register(random)} ${random.pick([2, 8, 16])}\n` },
      { tag: 'maximum', draw: (random) => `${topValue(random)} 2\n` },
      { tag: 'maximum', draw: (random) => `${topValue(random)} 36\n` },
      { tag: 'maximum', draw: (random) => `${topValue(random)} ${random.int(3, 35)}\n` },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '2 2 0\n' },
      { tag: 'minimum', input: '10 2 1\n' },
      { tag: 'tricky', input: '36 10 Z\n' },
      { tag: 'tricky', input: '10 36 35\n' },
      { tag: 'tricky', input: '7 7 654321\n' },
    ],
    drawn: [
      { tag: 'typical', draw: translation },
      { tag: 'typical', draw: translation },
      { tag: 'typical', draw: translation },
      { tag: 'maximum', draw: largestDigits },
      { tag: 'maximum', draw: hundredDigits([2, 3], [30, 36]) },
      { tag: 'maximum', draw: hundredDigits([2, 36], [2, 36]) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'minimum', input: '-1\n' },
      { tag: 'tricky', input: '-2\n' },
      { tag: 'tricky', input: '2\n' },
      { tag: 'tricky', input: '9007199254740993\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(signed(register)) },
      { tag: 'typical', draw: line(signed(register)) },
      { tag: 'typical', draw: line((random) => random.int(-1_000_000_000_000, 1_000_000_000_000)) },
      { tag: 'maximum', draw: line(topValue) },
      { tag: 'maximum', draw: line((random) => -topValue(random)) },
    ],
  },
});
