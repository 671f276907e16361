import { defineCases } from '../../../cases';
import { DIGITS, type Random } from '../../../random';

/** An integer part of exactly `length` digits without a leading zero. */
const integer = (random: Random, length: number) =>
  random.string(1, DIGITS.slice(1)) + random.string(length - 1, DIGITS);

const sign = (random: Random) => (random.chance(0.4) ? '-' : '');

/** A whole number of 12 to 24 digits, sometimes negative. */
const typicalWhole = (random: Random) => sign(random) + integer(random, random.int(12, 24)) + '\n';

/** 30 digits, either sign. */
const longestWhole = (random: Random) => sign(random) + integer(random, 30) + '\n';

/** A negative 30-digit number made mostly of 9s: every group full. */
const longestNines = (random: Random) => {
  const digits = [...'9'.repeat(30)];
  for (let k = random.int(6, 10); k > 0; k--) digits[random.int(0, 29)] = random.pick([...DIGITS.slice(1)]);
  return '-' + digits.join('') + '\n';
};

/** An amount: 1 to 16 integer digits (sometimes just 0) and decimals, at least 12 digits in all. */
const typicalAmount = (random: Random) => {
  const whole = random.chance(0.15) ? '0' : integer(random, random.int(1, 16));
  return sign(random) + whole + '.' + random.string(random.int(Math.max(1, 12 - whole.length), 16), DIGITS) + '\n';
};

/** A whole amount of 12 to 20 digits, or a small one with long decimals. */
const typicalMixed = (random: Random) =>
  random.chance(0.5)
    ? sign(random) + integer(random, random.int(12, 20)) + '\n'
    : sign(random) + integer(random, random.int(1, 4)) + '.' + random.string(random.int(12, 30), DIGITS) + '\n';

/** 30 digits before and 30 after the dot. */
const longestAmount = (random: Random) => sign(random) + integer(random, 30) + '.' + random.string(30, DIGITS) + '\n';

/** A negative 30-digit integer part and 30 decimals that are zeros but for the last few digits. */
const longestTiny = (random: Random) => {
  const zeros = random.int(24, 29);
  const decimals = '0'.repeat(zeros) + random.string(29 - zeros, DIGITS) + random.string(1, DIGITS.slice(1));
  return '-' + integer(random, 30) + '.' + decimals + '\n';
};

const wholeDrawn = [
  { tag: 'typical', draw: typicalWhole },
  { tag: 'typical', draw: typicalWhole },
  { tag: 'typical', draw: typicalWhole },
  { tag: 'maximum', draw: longestWhole },
  { tag: 'maximum', draw: longestNines },
] as const;

const amountDrawn = [
  { tag: 'typical', draw: typicalAmount },
  { tag: 'typical', draw: typicalAmount },
  { tag: 'typical', draw: typicalMixed },
  { tag: 'maximum', draw: longestAmount },
  { tag: 'maximum', draw: longestTiny },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '-1\n' },
      { tag: 'tricky', input: '999\n' },
      { tag: 'tricky', input: '1000\n' },
      { tag: 'tricky', input: '-100000\n' },
    ],
    drawn: wholeDrawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '-1\n' },
      { tag: 'tricky', input: '999\n' },
      { tag: 'tricky', input: '1000\n' },
      { tag: 'tricky', input: '-100000\n' },
    ],
    drawn: wholeDrawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '-0.12345\n' },
      { tag: 'tricky', input: '999.9999\n' },
      { tag: 'tricky', input: '1000\n' },
      { tag: 'tricky', input: '-12345.1\n' },
      { tag: 'tricky', input: '1234.56789\n' },
    ],
    drawn: amountDrawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '-0.12345\n' },
      { tag: 'tricky', input: '999.9999\n' },
      { tag: 'tricky', input: '1000\n' },
      { tag: 'tricky', input: '-12345.1\n' },
      { tag: 'tricky', input: '1234.56789\n' },
    ],
    drawn: amountDrawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '-0.12345\n' },
      { tag: 'tricky', input: '999.9999\n' },
      { tag: 'tricky', input: '1000\n' },
      { tag: 'tricky', input: '-12345.1\n' },
      { tag: 'tricky', input: '1234.56789\n' },
      { tag: 'tricky', input: '-1234\n' },
      { tag: 'tricky', input: '0.12345\n' },
    ],
    drawn: amountDrawn,
  },
});
