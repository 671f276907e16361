import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, type Random } from '../../../random';

const WORDS = (
  'the pager went off at 3 a.m. again because a flaky integration test timed out while the database replica ' +
  'lagged behind, nobody had coffee left, so we rolled back the deploy and wrote yet another postmortem about retries ' +
  '03:12 (UTC) on-call SEV-2 db-03 #incidents [resolved] p99=2.4s "fine" 100% OOMKilled'
).split(' ');

const LONG = [
  'java.lang.NullPointerException',
  'https://status.example.com/incidents/',
  'ConnectionResetByPeerWhileReadingResponseHeaders',
  'kube-system/coredns-7f89b7bc75-',
  'x-request-id=',
];

/** A word: mostly from the timeline, sometimes a number, now and then a long identifier. */
function word(random: Random, longs: number): string {
  if (random.chance(longs)) return random.pick(LONG) + random.string(random.int(2, 12), LOWERCASE + DIGITS);
  if (random.chance(0.1)) return String(random.int(0, 99999));
  return random.pick(WORDS);
}

/** What goes between two words: mostly one space, sometimes more, a line break, a blank line. */
function gap(random: Random): string {
  const roll = random.int(0, 99);
  if (roll < 80) return ' ';
  if (roll < 88) return ' '.repeat(random.int(2, 4));
  if (roll < 96) return random.chance(0.5) ? '\n' : ' \n';
  return '\n\n' + ' '.repeat(random.int(0, 2));
}

/** Text of words and gaps of at most `most` characters, ending with a line break. */
function text(random: Random, most: number, longs: number): string {
  let out = word(random, longs);
  for (;;) {
    const next = gap(random) + word(random, longs);
    if (out.length + next.length + 1 > most) return out + '\n';
    out += next;
  }
}

/** A width from `least` to 80 and a paragraph or a few of 100 to 1500 characters. */
const typical = (least: number) => (random: Random) =>
  `${random.int(least, 80)}\n${text(random, random.int(100, 1500), 0.04)}`;

/** The widest lines over a text of nearly 5000 characters. */
const widest = (random: Random) => `100\n${text(random, random.int(4950, 5000), 0.04)}`;

/** A narrow width over nearly 5000 characters full of identifiers longer than a line. */
const narrow = (least: number) => (random: Random) =>
  `${random.int(least, 20)}\n${text(random, random.int(4950, 5000), 0.2)}`;

const drawn = (least: number) => [
  { tag: 'typical' as const, draw: typical(least) },
  { tag: 'typical' as const, draw: typical(least) },
  { tag: 'typical' as const, draw: typical(least) },
  { tag: 'maximum' as const, draw: widest },
  { tag: 'maximum' as const, draw: narrow(least) },
];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n' },
      { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '1\na bb c dd\n' },
    ],
    drawn: drawn(1),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n' },
      { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '1\na bb c dd\n' },
    ],
    drawn: drawn(1),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n' },
      { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '1\na bb c dd\n' },
    ],
    drawn: drawn(1),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '3\na\n' },
      { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n' },
      { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '3\na bb c dd\n' },
    ],
    drawn: drawn(3),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c exactly10c 1234567890\n' },
      { tag: 'tricky', input: '8\nincident postmortem-with-a-very-long-name ok\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '1\na bb c dd\n' },
    ],
    drawn: drawn(1),
  },
});
