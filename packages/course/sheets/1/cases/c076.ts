import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const WORDS = (
  'the pager went off at 3 a.m. again because a flaky integration test timed out while the database replica ' +
  'lagged behind, nobody had coffee left, so we rolled back the deploy and wrote yet another postmortem about retries ' +
  'root cause: (1) config drift; (2) missing alerts. action items: add canary, page earlier, sleep more. ' +
  'impact was 42 minutes of 503s for 7% of users in eu-west-1'
).split(' ');

/** A word of at most `w` characters: mostly from the postmortem, sometimes a number. */
function word(random: Random, w: number): string {
  if (random.chance(0.08)) return String(random.int(0, 10 ** Math.min(w, 5) - 1));
  for (;;) {
    const x = random.pick(WORDS);
    if (x.length <= w) return x;
  }
}

/** What goes between two words of a paragraph: mostly a space, sometimes more spaces or a line break. */
function gap(random: Random): string {
  const roll = random.int(0, 99);
  if (roll < 82) return ' ';
  if (roll < 90) return ' '.repeat(random.int(2, 4));
  return random.chance(0.7) ? '\n' : ' \n';
}

/** What goes between two paragraphs: one or more blank lines, some holding spaces. */
const blank = (random: Random) =>
  '\n' +
  Array.from({ length: random.int(1, 3) }, () => ' '.repeat(random.chance(0.3) ? random.int(1, 3) : 0) + '\n').join('');

/**
 * A width w, then text of at most `most` characters whose words fit in w; with `paragraphs`, blank
 * lines split it about every `paragraphs` words.
 */
function postmortem(random: Random, w: number, most: number, paragraphs = 0): string {
  let text = word(random, w);
  for (;;) {
    const next = (paragraphs && random.chance(1 / paragraphs) ? blank(random) : gap(random)) + word(random, w);
    if (text.length + next.length + 1 > most) return `${w}\n${text}\n`;
    text += next;
  }
}

/** A width of 12 to 80 over 100 to 1500 characters. */
const typical = (paragraphs: number) => (random: Random) =>
  postmortem(random, random.int(12, 80), random.int(100, 1500), paragraphs);

/** The widest column over nearly 5000 characters. */
const widest = (paragraphs: number) => (random: Random) => postmortem(random, 100, random.int(4950, 5000), paragraphs);

/** A narrow column (every line padded a lot) over nearly 5000 characters. */
const narrow = (paragraphs: number) => (random: Random) =>
  postmortem(random, random.int(11, 25), random.int(4950, 5000), paragraphs);

const drawn = (paragraphs = 0) => [
  { tag: 'typical' as const, draw: typical(paragraphs) },
  { tag: 'typical' as const, draw: typical(paragraphs) },
  { tag: 'typical' as const, draw: typical(paragraphs) },
  { tag: 'maximum' as const, draw: widest(paragraphs) },
  { tag: 'maximum' as const, draw: narrow(paragraphs) },
];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
    ],
    drawn: drawn(),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
    ],
    drawn: drawn(),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
    ],
    drawn: drawn(),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n' },
      { tag: 'tricky', input: '16\n\n  several   spaces\nand\n   \nline   breaks   here  \n\n\n\nlast one\n\n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
    ],
    drawn: drawn(40),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '20\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nexactly10c a b c d e f g h i j\n' },
      { tag: 'tricky', input: '12\nab cd ef gh ij kl mn op\n' },
      { tag: 'tricky', input: '16\n  several   spaces\nand\n\nline   breaks   here  \n' },
      { tag: 'tricky', input: '5\na b c d e f g\n' },
    ],
    drawn: drawn(),
  },
});
