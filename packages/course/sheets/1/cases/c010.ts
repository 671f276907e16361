import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

const FRAGMENTS = [
  'timeout',
  'retry',
  'error',
  'null',
  'pointer',
  'at',
  'main',
  'run',
  'stack',
  'trace',
  'oom',
  'kill',
  'segv',
];

/** `count` random letters from a random alphabet of `size` letters. */
function letters(random: Random, count: number, size = 26): string {
  return random.string(count, size === 26 ? LOWERCASE : random.sample([...LOWERCASE], size).join(''));
}

/** A log line of 20 to 300 letters: stack-trace words run together, with a little noise between. */
function traceLine(random: Random, length = random.int(20, 300)): string {
  let text = '';
  while (text.length < length) text += random.chance(0.8) ? random.pick(FRAGMENTS) : letters(random, random.int(1, 4));
  return text.slice(0, length);
}

/** 20 to 300 letters over a random alphabet of 2 to 6 letters. */
function fewLetters(random: Random): string {
  return letters(random, random.int(20, 300), random.int(2, 6));
}

/** `total` copies of one letter with 3 to 10 positions changed to random letters. */
function sprinkled(random: Random, total: number): string {
  const chars = [...letters(random, 1).repeat(total)];
  for (let i = random.int(3, 10); i > 0; i--) chars[random.int(0, total - 1)] = letters(random, 1);
  return chars.join('');
}

/** A block of 8 to 30 random letters repeated and cut to `total`. */
function periodic(random: Random, total: number): string {
  const block = letters(random, random.int(8, 30));
  return block.repeat(Math.ceil(total / block.length)).slice(0, total);
}

/** Turns a text maker into an input line. */
const line = (draw: (random: Random) => string) => (random: Random) => draw(random) + '\n';

/** The shapes of a 10000-letter line: one letter nearly everywhere, random, a repeated block, four letters. */
const longLines = [
  { tag: 'maximum', draw: line((random) => sprinkled(random, 10000)) },
  { tag: 'maximum', draw: line((random) => letters(random, 10000)) },
  { tag: 'maximum', draw: line((random) => periodic(random, 10000)) },
  { tag: 'maximum', draw: line((random) => letters(random, 10000, 4)) },
] as const;

const shortLines = [
  { tag: 'typical', draw: line((random) => traceLine(random)) },
  { tag: 'typical', draw: line((random) => traceLine(random)) },
  { tag: 'typical', draw: line(fewLetters) },
] as const;

/** Two trace lines of 20 to 300 letters, sharing words. */
function twoTraces(random: Random): string {
  return `${traceLine(random)}\n${traceLine(random)}\n`;
}

/** Two lines of 20 to 300 letters; the second hides a piece of the first, changed a little. */
function sharedPiece(random: Random): string {
  const s = letters(random, random.int(20, 300), random.int(3, 26));
  const from = random.int(0, s.length - 10);
  const piece = [...s.slice(from, from + random.int(5, 60))];
  if (random.chance(0.5)) piece[random.int(0, piece.length - 1)] = letters(random, 1);
  const t =
    letters(random, random.int(0, 100), random.int(3, 26)) + piece.join('') + letters(random, random.int(0, 100));
  return random.chance(0.5) ? `${s}\n${t}\n` : `${t}\n${s}\n`;
}

/** Two lines of 5000 letters over the same alphabet of `size` letters. */
const twoRandom = (size: number) => (random: Random) => {
  const alphabet = random.sample([...LOWERCASE], size).join('');
  return `${random.string(5000, alphabet)}\n${random.string(5000, alphabet)}\n`;
};

/** A repeated block of 5000 letters, and 4000 letters of the same block (shifted) followed by 1000 others. */
function periodicPair(random: Random): string {
  const block = letters(random, random.int(1, 6), random.int(1, 3)) + letters(random, random.int(2, 6));
  const s = block.repeat(Math.ceil(10000 / block.length));
  const shift = random.int(0, block.length - 1);
  return `${s.slice(0, 5000)}\n${s.slice(shift, shift + 4000)}${letters(random, 1000)}\n`;
}

/** A random line of 5000 letters, and one holding two long pieces of it between other letters. */
function twoPieces(random: Random): string {
  const s = letters(random, 5000);
  const first = random.int(500, 2500);
  const second = random.int(500, 4000 - first);
  const a = random.int(0, 5000 - first);
  const b = random.int(0, 5000 - second);
  const junk = 5000 - first - second;
  const cut = random.int(0, junk);
  const t = letters(random, cut, 3) + s.slice(a, a + first) + s.slice(b, b + second) + letters(random, junk - cut, 3);
  return `${s}\n${t}\n`;
}

/** Prefixes every line of `draw` with k from `smallest` to `largest`. */
const withK = (smallest: number, largest: number, draw: (random: Random) => string) => (random: Random) =>
  `${random.int(smallest, largest)}\n${draw(random)}\n`;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'minimum', input: 'aa\n' },
      { tag: 'tricky', input: 'abcdefg\n' },
      { tag: 'tricky', input: 'bcbcaaa\n' },
      { tag: 'tricky', input: 'abab\n' },
    ],
    drawn: [...shortLines, ...longLines],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n\n' },
      { tag: 'minimum', input: 'a\na\n' },
      { tag: 'tricky', input: 'abc\ndef\n' },
      { tag: 'tricky', input: 'abxcd\ncdyab\n' },
      { tag: 'tricky', input: 'aaaa\naa\n' },
      { tag: 'tricky', input: 'abc\n\n' },
    ],
    drawn: [
      { tag: 'typical', draw: twoTraces },
      { tag: 'typical', draw: sharedPiece },
      { tag: 'typical', draw: sharedPiece },
      { tag: 'maximum', draw: twoRandom(26) },
      { tag: 'maximum', draw: periodicPair },
      { tag: 'maximum', draw: twoRandom(4) },
      { tag: 'maximum', draw: twoPieces },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'aaa\n' },
      { tag: 'tricky', input: 'abc\n' },
      { tag: 'tricky', input: 'abab\n' },
    ],
    drawn: [...shortLines, ...longLines],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '2\n\n' },
      { tag: 'minimum', input: '2\na\n' },
      { tag: 'tricky', input: '4\naaaa\n' },
      { tag: 'tricky', input: '5\naaaa\n' },
      { tag: 'tricky', input: '2\nabcdefg\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withK(2, 4, (random) => traceLine(random)) },
      { tag: 'typical', draw: withK(2, 6, (random) => traceLine(random)) },
      { tag: 'typical', draw: withK(2, 10, fewLetters) },
      { tag: 'maximum', draw: withK(2, 3, (random) => sprinkled(random, 10000)) },
      { tag: 'maximum', draw: withK(9000, 10000, (random) => sprinkled(random, 10000)) },
      { tag: 'maximum', draw: withK(3, 10, (random) => letters(random, 10000)) },
      { tag: 'maximum', draw: withK(100, 1000, (random) => periodic(random, 10000)) },
      { tag: 'maximum', draw: withK(10, 50, (random) => letters(random, 10000, 4)) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'aaa\n' },
      { tag: 'tricky', input: 'aaaa\n' },
      { tag: 'tricky', input: 'abababa\n' },
      { tag: 'tricky', input: 'abcdefg\n' },
    ],
    drawn: [...shortLines, ...longLines],
  },
});
