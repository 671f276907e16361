import { defineCases } from '../../../cases';
import { DIGITS, type Random } from '../../../random';

/** `length` digits with no two equal neighbours. */
function distinctNeighbours(random: Random, length: number, alphabet = DIGITS): string {
  let text = random.string(1, alphabet);
  while (text.length < length) text += random.string(1, alphabet.replace(text[text.length - 1], ''));
  return text;
}

/** A ticket number s of 9 or 10 digits and a count from `min` to `max`. */
const retell = (min: number, max: number) => (random: Random) =>
  `${random.string(random.int(9, 10), DIGITS)} ${random.int(min, max)}\n`;

/** Ten digits without equal neighbours, the count at (or one below) the limit. */
const distinctAtLimit = (limit: number) => (random: Random) =>
  `${distinctNeighbours(random, 10)} ${random.int(limit - 1, limit)}\n`;

/** The retelling of runs with the given counts and digits. */
const encode = (runs: readonly [number, string][]) => runs.map(([count, digit]) => count + digit).join('');

/** `pairs` runs of at most 9 equal digits, neighbouring runs of different digits. */
function runs(random: Random, pairs: number, counts = '123456789'): [number, string][] {
  return [...distinctNeighbours(random, pairs)].map((digit) => [Number(random.string(1, counts)), digit]);
}

/** Spoils a valid retelling: an odd length, a count of 0, or two neighbouring runs of the same digit. */
function spoil(random: Random, text: string): string {
  const pair = 2 * random.int(0, text.length / 2 - 1);
  const kind = random.int(0, 2);
  if (kind === 0) return random.chance(0.5) ? text.slice(0, -1) : text + random.string(1, DIGITS);
  if (kind === 1) return text.slice(0, pair) + '0' + text.slice(pair + 1);
  if (pair === 0) return text.slice(0, 3) + text[1] + text.slice(4);
  return text.slice(0, pair + 1) + text[pair - 1] + text.slice(pair + 2);
}

/** The retelling of a string of `min` to `max` runs, spoiled a third of the time. */
const retold = (min: number, max: number) => (random: Random) => {
  const text = encode(runs(random, random.int(min, max)));
  return (random.chance(0.35) ? spoil(random, text) : text) + '\n';
};

/** 2000 runs of nine: the longest string a 4000-digit retelling can come from. */
function ninesAll(random: Random): string {
  return encode(runs(random, 2000, '9')) + '\n';
}

/** A valid 4000-digit retelling up to its very last run, which repeats the digit of the run before. */
function spoiledAtEnd(random: Random): string {
  const text = encode(runs(random, 2000));
  return text.slice(0, -1) + text[text.length - 3] + '\n';
}

/** A starting string of 8 to 10 digits and a length limit from `min` to `max`. */
const bet =
  (min: number, max: number, length = [8, 10]) =>
  (random: Random) =>
    `${random.string(random.int(length[0], length[1]), DIGITS)} ${random.int(min, max)}\n`;

/** 50 digits of one kind with a few others mixed in. */
function mostlyOne(random: Random): string {
  const text = [...random.string(1, DIGITS).repeat(50)];
  for (let k = random.int(6, 10); k > 0; k--) text[random.int(0, text.length - 1)] = random.string(1, DIGITS);
  return text.join('') + '\n';
}

/** `min` to `max` digits among three. */
const fewDigits = (min: number, max: number) => (random: Random) =>
  random.string(random.int(min, max), random.sample([...DIGITS], 3).join('')) + '\n';

/** `min` to `max` random digits. */
const digits = (min: number, max: number) => (random: Random) => random.string(random.int(min, max), DIGITS) + '\n';

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '7 0\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '22 20\n' },
      { tag: 'tricky', input: '1111111111 1\n' },
      { tag: 'tricky', input: '4444444444 2\n' },
    ],
    drawn: [
      { tag: 'typical', draw: retell(1, 5) },
      { tag: 'typical', draw: retell(4, 10) },
      { tag: 'typical', draw: retell(8, 15) },
      { tag: 'maximum', draw: retell(20, 20) },
      { tag: 'maximum', draw: distinctAtLimit(20) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '1 0\n' },
      { tag: 'minimum', input: '5 1\n' },
      { tag: 'tricky', input: '22 25\n' },
      { tag: 'tricky', input: '1111111111 1\n' },
      { tag: 'tricky', input: '333 4\n' },
    ],
    drawn: [
      { tag: 'typical', draw: retell(3, 9) },
      { tag: 'typical', draw: retell(8, 14) },
      { tag: 'typical', draw: retell(12, 18) },
      { tag: 'maximum', draw: retell(24, 25) },
      { tag: 'maximum', draw: distinctAtLimit(25) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '11\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '2111\n' },
      { tag: 'tricky', input: '1203\n' },
      { tag: 'tricky', input: '10\n' },
    ],
    drawn: [
      { tag: 'typical', draw: retold(12, 30) },
      { tag: 'typical', draw: retold(30, 120) },
      { tag: 'typical', draw: retold(120, 500) },
      { tag: 'maximum', draw: ninesAll },
      { tag: 'maximum', draw: spoiledAtEnd },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '1 0\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '22 1\n' },
      { tag: 'tricky', input: '22 2\n' },
      { tag: 'tricky', input: '1111111111 3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: bet(10, 100) },
      { tag: 'typical', draw: bet(100, 2000) },
      { tag: 'typical', draw: bet(2000, 20000) },
      { tag: 'maximum', draw: bet(97_000, 100_000, [10, 10]) },
      { tag: 'maximum', draw: bet(97_000, 100_000) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '0\n' },
      { tag: 'tricky', input: '21322314\n' },
      { tag: 'tricky', input: '3211\n' },
    ],
    drawn: [
      { tag: 'typical', draw: digits(10, 15) },
      { tag: 'typical', draw: digits(15, 30) },
      { tag: 'typical', draw: fewDigits(20, 30) },
      { tag: 'maximum', draw: digits(50, 50) },
      { tag: 'maximum', draw: mostlyOne },
    ],
  },
});
