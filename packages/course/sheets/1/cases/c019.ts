import { defineCases } from '../../../cases';
import { DIGITS, type Random } from '../../../random';

const TOP = 10n ** 18n;

/** A uniform integer from lo to hi (both included), however large. */
function bigBetween(random: Random, lo: bigint, hi: bigint): bigint {
  const span = hi - lo + 1n;
  let r = 0n;
  for (let bits = 0; bits < span.toString(2).length + 30; bits += 30)
    r = (r << 30n) | BigInt(random.int(0, 2 ** 30 - 1));
  return lo + (r % span);
}

/** A number of `length` digits from `alphabet`, its first digit not 0. */
function digits(random: Random, length: number, alphabet = DIGITS): string {
  const first = alphabet.replace('0', '');
  return random.string(1, first) + random.string(length - 1, alphabet);
}

/** A number of `length` digits with no two equal neighbours. */
function noRepeats(random: Random, length: number, start = ''): string {
  let text = start || random.string(1, DIGITS.slice(1));
  while (text.length < length) text += random.string(1, DIGITS.replace(text[text.length - 1], ''));
  return text;
}

/** An 18-digit N from 98 on without equal neighbours up to one doubled digit somewhere, then anything. */
function doubledAt(random: Random): string {
  const head = noRepeats(random, random.int(3, 16), '98');
  return head + head[head.length - 1] + random.string(17 - head.length, DIGITS) + '\n';
}

/**
 * A number of `length` digits starting with 9, nearly half of the others 9 and a ninth 0 (carries everywhere), the
 * rest any digit: only 9s and 0s made so few numbers that rounds shared them.
 */
const nines = (random: Random, length: number) => '9' + random.string(length - 1, '999999990012345678');

/** A number with `min` to `max` digits. */
const sized = (min: number, max: number) => (random: Random) => digits(random, random.int(min, max)) + '\n';

/** N within 3% below 10^18, 10^18 itself included. */
const nearTop = (random: Random) => bigBetween(random, (TOP * 97n) / 100n, TOP);

/** An 18-digit N starting with 99, the rest from `alphabet`. */
const high = (alphabet: string) => (random: Random) => '99' + random.string(16, alphabet) + '\n';

/** A sum S that some number in [L, R] has: the digit sum of one of them. */
function reachableSum(random: Random, lo: bigint, hi: bigint): number {
  return [...String(bigBetween(random, lo, hi))].reduce((s, d) => s + Number(d), 0);
}

/** L <= R with `min` to `max` digits, and a digit sum S that occurs in the range (or a random one now and then). */
const range = (min: number, max: number) => (random: Random) => {
  const r = BigInt(digits(random, random.int(min, max)));
  const l = random.chance(0.3) ? BigInt(random.int(0, 1000)) : bigBetween(random, 0n, r);
  const s = random.chance(0.8) ? reachableSum(random, l, r) : random.int(0, 9 * String(r).length);
  return `${l} ${r} ${s}\n`;
};

/** The whole range from near 0 to near 10^18, with a sum near the most common one. */
function wholeRange(random: Random): string {
  return `${random.int(0, 1000)} ${nearTop(random)} ${random.int(60, 100)}\n`;
}

/** A narrow range just below 10^18, where digit sums are the largest. */
function narrowTop(random: Random): string {
  const r = TOP - bigBetween(random, 0n, 10n ** 9n);
  const l = r - bigBetween(random, 0n, 10n ** 12n);
  return `${l} ${r} ${reachableSum(random, l, r)}\n`;
}

/** Two random 18-digit bounds and a sum near the middle of the possible ones. */
function wideRange(random: Random): string {
  const [l, r] = [bigBetween(random, TOP / 10n, TOP), bigBetween(random, TOP / 10n, TOP)].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return `${l} ${r} ${random.int(50, 110)}\n`;
}

/** N with `min` to `max` digits and a k up to `maxK`. */
const withK = (min: number, max: number, maxK: number) => (random: Random) =>
  `${digits(random, random.int(min, max))} ${random.int(1, maxK)}\n`;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '4\n' },
      { tag: 'tricky', input: '44\n' },
      { tag: 'tricky', input: '400000000000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sized(10, 13) },
      { tag: 'typical', draw: sized(14, 17) },
      { tag: 'typical', draw: (random) => digits(random, random.int(12, 17), '012356789') + '\n' },
      { tag: 'maximum', draw: (random) => `${nearTop(random)}\n` },
      { tag: 'maximum', draw: high('012356789') },
      { tag: 'maximum', draw: high('56789') },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0 0\n' },
      { tag: 'minimum', input: '0 0 1\n' },
      { tag: 'tricky', input: '1 1000000000000000000 1\n' },
      { tag: 'tricky', input: '0 999 28\n' },
      { tag: 'tricky', input: '0 1000000000000000000 200\n' },
    ],
    drawn: [
      { tag: 'typical', draw: range(4, 10) },
      { tag: 'typical', draw: range(10, 14) },
      { tag: 'typical', draw: range(14, 18) },
      { tag: 'maximum', draw: wholeRange },
      { tag: 'maximum', draw: narrowTop },
      { tag: 'maximum', draw: wideRange },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '11\n' },
      { tag: 'tricky', input: '10\n' },
      { tag: 'tricky', input: '1122334455\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sized(10, 13) },
      { tag: 'typical', draw: sized(14, 17) },
      { tag: 'typical', draw: (random) => noRepeats(random, random.int(11, 17)) + '\n' },
      { tag: 'maximum', draw: (random) => `${nearTop(random)}\n` },
      { tag: 'maximum', draw: (random) => noRepeats(random, 18, '98') + '\n' },
      { tag: 'maximum', draw: doubledAt },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 1\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '9 9\n' },
      { tag: 'tricky', input: '1000000000000000000 1\n' },
      { tag: 'tricky', input: '999 50\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withK(10, 12, 12) },
      { tag: 'typical', draw: withK(12, 15, 30) },
      { tag: 'typical', draw: withK(15, 18, 50) },
      { tag: 'maximum', draw: (random) => `${nearTop(random)} ${random.int(45, 50)}\n` },
      { tag: 'maximum', draw: (random) => `99${random.string(16, DIGITS)} ${random.int(1, 50)}\n` },
      { tag: 'maximum', draw: (random) => `${nearTop(random)} ${random.int(1, 50)}\n` },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '9\n' },
      { tag: 'tricky', input: '10\n' },
      { tag: 'tricky', input: '909090909\n' },
    ],
    drawn: [
      { tag: 'typical', draw: sized(10, 13) },
      { tag: 'typical', draw: sized(14, 17) },
      { tag: 'typical', draw: (random) => nines(random, random.int(13, 18)) + '\n' },
      { tag: 'maximum', draw: (random) => `${nearTop(random)}\n` },
      { tag: 'maximum', draw: high(DIGITS) },
      { tag: 'maximum', draw: high('56789') },
    ],
  },
});
