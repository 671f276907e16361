import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** A number of `length` digits drawn from `digits`, its first digit not 0. */
function number(random: Random, length: number, digits = '0123456789'): string {
  return random.string(1, digits.replace('0', '') || '1') + random.string(length - 1, digits) + '\n';
}

/** A ticket number of 12 to 60 digits. */
function ticket(random: Random): string {
  return number(random, random.int(12, 60));
}

/** A ticket number of 12 to 40 digits without a zero. */
function ticketWithoutZero(random: Random): string {
  return number(random, random.int(12, 40), '123456789');
}

/** 1000 digits, nearly all 9 and the rest 8: the largest digit sums. */
function mostlyNines(random: Random): string {
  let digits = '';
  for (let i = 0; i < 1000; i++) digits += random.chance(0.9) ? '9' : '8';
  return digits + '\n';
}

/** 1000 digits, all 0 but the first and 5 to 15 others. */
function mostlyZeros(random: Random): string {
  const digits = [random.string(1, '123456789'), ...'0'.repeat(999)];
  for (let i = random.int(5, 15); i > 0; i--) digits[random.int(1, 999)] = random.string(1, '123456789');
  return digits.join('') + '\n';
}

/** 1000 digits drawn from `digits`. */
const thousandDigits = (digits: string) => (random: Random) => number(random, 1000, digits);

/** Digit multisets of multiplicative persistence 6 to 11; digits 1 can be added without changing it. */
const STUBBORN = ['6788', '68889', '2677889', '26888999', '3778888999', '277777788888899'];

/** Ways to write a digit as a product of digits. */
const SPLITS: Record<string, string[]> = {
  '4': ['4', '22'],
  '6': ['6', '23'],
  '8': ['8', '24', '222'],
  '9': ['9', '33'],
};

/**
 * A number with the digit product of a stubborn multiset (some digits split into smaller factors),
 * mixed with 1s and shuffled, 60 to 120 digits in all: its persistence is the multiset's.
 */
function stubborn(random: Random): string {
  const digits = [...random.pick(STUBBORN)].map((d) => random.pick(SPLITS[d] ?? [d])).join('');
  return random.shuffle([...(digits + '1'.repeat(random.int(60, 120) - digits.length))]).join('') + '\n';
}

const typical = [
  { tag: 'typical', draw: ticket },
  { tag: 'typical', draw: ticket },
  { tag: 'typical', draw: ticketWithoutZero },
] as const;

const maximum = [
  { tag: 'maximum', draw: mostlyNines },
  { tag: 'maximum', draw: thousandDigits('0123456789') },
  { tag: 'maximum', draw: mostlyZeros },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '1000000000000000000000000000000\n' },
      { tag: 'tricky', input: '99999999999999999999\n' },
    ],
    drawn: [...typical, ...maximum],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '9\n' },
      { tag: 'tricky', input: '99999999999999999999\n' },
      { tag: 'tricky', input: '10\n' },
    ],
    drawn: [...typical, ...maximum],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '10\n' },
      { tag: 'tricky', input: '199\n' },
      { tag: 'tricky', input: '19999999999999999999999\n' },
    ],
    drawn: [...typical, ...maximum, { tag: 'maximum', draw: thousandDigits('789') }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'minimum', input: '6\n' },
      { tag: 'tricky', input: '1000000000000000000000000000000\n' },
      { tag: 'tricky', input: '9007199254740993\n' },
    ],
    drawn: [...typical, ...maximum],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'tricky', input: '10\n' },
      { tag: 'tricky', input: '25\n' },
      { tag: 'tricky', input: '11111111111111111111\n' },
    ],
    drawn: [
      { tag: 'typical', draw: ticket },
      { tag: 'typical', draw: ticketWithoutZero },
      { tag: 'typical', draw: stubborn },
      { tag: 'maximum', draw: mostlyNines },
      { tag: 'maximum', draw: mostlyZeros },
      { tag: 'maximum', draw: thousandDigits('789') },
      { tag: 'maximum', draw: thousandDigits('23') },
    ],
  },
});
