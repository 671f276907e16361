import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const TOP = 10n ** 18n;

/** A uniform integer from lo to hi (both included), however large. */
function bigBetween(random: Random, lo: bigint, hi: bigint): bigint {
  const span = hi - lo + 1n;
  let r = 0n;
  for (let bits = 0; bits < span.toString(2).length + 30; bits += 30)
    r = (r << 30n) | BigInt(random.int(0, 2 ** 30 - 1));
  return lo + (r % span);
}

/** `count` distinct event codes. */
const codes = (random: Random, count: number) => random.sample([...LOWERCASE], count).join('');

/** An audit trail of `length` events among `letters`, each event repeating now and then. */
function trail(random: Random, length: number, letters: string): string {
  let text = '';
  while (text.length < length) text += random.string(1, letters).repeat(random.chance(0.2) ? random.int(2, 4) : 1);
  return text.slice(0, length);
}

/** A trail of `min` to `max` events among 3 to 26 codes. */
const trailOf = (min: number, max: number) => (random: Random) =>
  trail(random, random.int(min, max), codes(random, random.int(3, 26))) + '\n';

/** `length` events almost all of one code, with a few percent of others. */
function mostlyOne(random: Random, length: number): string {
  const main = random.string(1, LOWERCASE);
  return Array.from({ length }, () => (random.chance(0.02) ? random.string(1, LOWERCASE) : main)).join('');
}

/** The number of distinct non-empty subsequences of `text`. */
function distinctSubsequences(text: string): bigint {
  const before = new Map<string, bigint>();
  let total = 1n;
  for (const c of text) {
    const next = 2n * total - (before.get(c) ?? 0n);
    before.set(c, total);
    total = next;
  }
  return total - 1n;
}

/** A k, then a trail: k up to the trail's length, or past it now and then (B). */
const lengthK = (min: number, max: number, letters: [number, number]) => (random: Random) => {
  const text = trail(random, random.int(min, max), codes(random, random.int(...letters)));
  const k = random.chance(0.9) ? random.int(1, text.length) : random.int(text.length + 1, 500);
  return `${k}\n${text}\n`;
};

/** k from the given range and a 500-event trail among the given number of codes. */
const longK = (k: [number, number], letters: [number, number]) => (random: Random) =>
  `${random.int(...k)}\n${random.string(500, codes(random, random.int(...letters)))}\n`;

/** The first m codes. */
const firstCodes = (m: number) => LOWERCASE.slice(0, m);

/** m, then a trail over the first m codes. */
const alphabetTrail = (m: [number, number], length: [number, number]) => (random: Random) => {
  const size = random.int(...m);
  return `${size}\n${trail(random, random.int(...length), firstCodes(size))}\n`;
};

/** m from 2 to 8, then 10000 events in rounds that each contain every code: the answer is as large as it gets. */
function rounds(random: Random): string {
  const m = random.int(2, 8);
  let text = '';
  while (text.length < 10000) {
    text += random.shuffle([...firstCodes(m)]).join('');
    if (random.chance(0.3)) text += random.string(random.int(1, 3), firstCodes(m));
  }
  return `${m}\n${text.slice(0, 10000)}\n`;
}

/** m, then 10000 independent events over the first m codes. */
const uniform = (m: [number, number]) => (random: Random) => {
  const size = random.int(...m);
  return `${size}\n${random.string(10000, firstCodes(size))}\n`;
};

/** A short trail and a k among its subsequences, or just past them now and then. */
const listing = (min: number, max: number) => (random: Random) => {
  const text = trail(random, random.int(min, max), codes(random, random.int(3, 5)));
  const count = distinctSubsequences(text);
  const k = random.chance(0.9) ? bigBetween(random, 1n, count < TOP ? count : TOP) : count + BigInt(random.int(1, 3));
  return `${k}\n${text}\n`;
};

/** k near 10^18 and 2000 events among the given number of codes. */
const deepListing = (letters: number) => (random: Random) =>
  `${bigBetween(random, (TOP * 97n) / 100n, TOP)}\n${random.string(2000, codes(random, letters))}\n`;

/** k from 1000 to 2000 and 2000 events nearly all of one code, the rest later in the alphabet: the k-th line is that code k times. */
function longLine(random: Random): string {
  const main = random.int(0, 19);
  const later = LOWERCASE.slice(main + 1);
  const text = Array.from({ length: 2000 }, () => (random.chance(0.02) ? random.string(1, later) : LOWERCASE[main]));
  return `${random.int(1000, 2000)}\n${text.join('')}\n`;
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: 'aaaaa\n' },
      { tag: 'tricky', input: 'abcdefghijklmnopqrstuvwxyzabcdefghij\n' },
    ],
    drawn: [
      { tag: 'typical', draw: trailOf(24, 40) },
      { tag: 'typical', draw: trailOf(40, 200) },
      { tag: 'typical', draw: trailOf(200, 800) },
      { tag: 'maximum', draw: (random) => random.string(2000, LOWERCASE) + '\n' },
      { tag: 'maximum', draw: (random) => mostlyOne(random, 2000) + '\n' },
      { tag: 'maximum', draw: (random) => random.string(2000, codes(random, 2)) + '\n' },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '1\n\n' },
      { tag: 'minimum', input: '1\nq\n' },
      { tag: 'tricky', input: '3\naaaaa\n' },
      { tag: 'tricky', input: '4\nabc\n' },
      { tag: 'tricky', input: '26\nabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz\n' },
    ],
    drawn: [
      { tag: 'typical', draw: lengthK(24, 40, [3, 6]) },
      { tag: 'typical', draw: lengthK(40, 150, [2, 10]) },
      { tag: 'typical', draw: lengthK(150, 400, [3, 26]) },
      { tag: 'maximum', draw: longK([200, 300], [26, 26]) },
      { tag: 'maximum', draw: longK([480, 500], [3, 5]) },
      { tag: 'maximum', draw: longK([20, 60], [2, 2]) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '3\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '2\naaaa\n' },
      { tag: 'tricky', input: '1\naaaa\n' },
      { tag: 'tricky', input: '26\nabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy\n' },
    ],
    drawn: [
      { tag: 'typical', draw: alphabetTrail([2, 4], [40, 80]) },
      { tag: 'typical', draw: alphabetTrail([3, 8], [60, 400]) },
      { tag: 'typical', draw: alphabetTrail([10, 26], [200, 1500]) },
      { tag: 'maximum', draw: uniform([26, 26]) },
      { tag: 'maximum', draw: rounds },
      { tag: 'maximum', draw: uniform([2, 3]) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '3\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '2\naaaa\n' },
      { tag: 'tricky', input: '2\nbbbbab\n' },
      { tag: 'tricky', input: '26\nabcdefghijklmnopqrstuvwxyzbcdefghijklmnopqrstuvwxyza\n' },
    ],
    drawn: [
      { tag: 'typical', draw: alphabetTrail([2, 4], [40, 80]) },
      { tag: 'typical', draw: alphabetTrail([3, 8], [60, 400]) },
      { tag: 'typical', draw: alphabetTrail([10, 26], [200, 1500]) },
      { tag: 'maximum', draw: uniform([26, 26]) },
      { tag: 'maximum', draw: rounds },
      { tag: 'maximum', draw: uniform([3, 3]) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '1\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'minimum', input: '2\na\n' },
      { tag: 'tricky', input: '5\naaaaa\n' },
      { tag: 'tricky', input: '8\nabcd\n' },
      { tag: 'tricky', input: '15\nabcd\n' },
      { tag: 'tricky', input: '16\nabcd\n' },
    ],
    drawn: [
      { tag: 'typical', draw: listing(24, 40) },
      { tag: 'typical', draw: listing(40, 80) },
      { tag: 'typical', draw: listing(80, 200) },
      { tag: 'maximum', draw: deepListing(26) },
      { tag: 'maximum', draw: deepListing(2) },
      { tag: 'maximum', draw: longLine },
    ],
  },
});
