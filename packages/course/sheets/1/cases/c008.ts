import { defineCases } from '../../../cases';
import { LOWERCASE, type Random } from '../../../random';

/** `block` repeated and cut to exactly `total` characters. */
function periodic(block: string, total: number): string {
  return block.repeat(Math.ceil(total / block.length)).slice(0, total);
}

/** `count` random letters from an alphabet of `size` letters (all 26 if not given). */
function letters(random: Random, count: number, size = 26): string {
  return random.string(count, size === 26 ? LOWERCASE : random.sample([...LOWERCASE], size).join(''));
}

/** A random palindrome of `total` letters over an alphabet of `size` letters. */
function palindrome(random: Random, total: number, size = 26): string {
  const half = letters(random, Math.floor(total / 2), size);
  return half + (total % 2 ? letters(random, 1) : '') + [...half].reverse().join('');
}

/** `total` copies of one letter with `others` positions changed to random letters. */
function sprinkled(random: Random, total: number, others: number): string {
  const chars = [...random.string(1, LOWERCASE).repeat(total)];
  for (let i = 0; i < others; i++) chars[random.int(0, total - 1)] = random.string(1, LOWERCASE);
  return chars.join('');
}

/** Turns a text maker into an input line. */
const line = (draw: (random: Random) => string) => (random: Random) => draw(random) + '\n';

/** A block of 8 to 16 letters repeated 2 to 12 times, now and then with a letter more or less. */
function retries(random: Random): string {
  const block = letters(random, random.int(8, 16), random.int(4, 8));
  const text = block.repeat(random.int(2, 12));
  const change = random.int(0, 3);
  return change === 1 ? text.slice(0, -1) : change === 2 ? text + letters(random, 1) : text;
}

/** A word, some text, and the word again (a border), with the word in the middle too at times. */
function bordered(random: Random): string {
  const word = letters(random, random.int(3, 10), random.int(3, 5));
  const middle = () => letters(random, random.int(8, 30), random.int(3, 8));
  return word + middle() + (random.chance(0.5) ? word + middle() : '') + word;
}

/** `total` letters repeating a block of `shortest` to `longest` letters (a length that need not divide `total`). */
const repeating = (total: number, shortest: number, longest: number) => (random: Random) =>
  periodic(letters(random, random.int(shortest, longest)), total);

/** 10000 letters repeating a block whose length divides 10000, so the whole line is a repetition. */
function exactRepetition(random: Random): string {
  const length = random.pick([8, 10, 16, 20, 25, 40, 50, 80, 100, 125, 200, 250, 400, 500, 1000, 2000, 5000]);
  return periodic(letters(random, length, random.int(4, 26)), 10000);
}

/** Two copies of a 5000-letter block that is one letter but for a few: period 5000. */
function twoLongBlocks(random: Random): string {
  const block = sprinkled(random, 5000, random.int(3, 10));
  return block + block;
}

/** A border of 100 to 1000 letters at both ends and once in between, among random letters. */
function threeCopies(random: Random): string {
  const word = letters(random, random.int(100, 1000), random.int(2, 26));
  const rest = 10000 - 3 * word.length;
  const first = random.int(0, rest);
  return word + letters(random, first) + word + letters(random, rest - first) + word;
}

/** A bordered block of 10 to 40 letters, repeated to 3000: many overlapping borders. */
function manyBorders(random: Random): string {
  const u = letters(random, random.int(1, 8), random.int(1, 3));
  const v = letters(random, random.int(8, 24), random.int(2, 26));
  return periodic(u + v + u, 3000);
}

/** A letter that spoils the palindrome, then a palindrome of 9999 letters. */
function spoiledPalindrome(random: Random): string {
  return letters(random, 1) + palindrome(random, 9999, random.int(2, 26));
}

/** Up to 9000 random letters, then a palindrome filling the line to 10000. */
function prefixedPalindrome(random: Random): string {
  const prefix = letters(random, random.int(2, 9000));
  return prefix + palindrome(random, 10000 - prefix.length, random.int(2, 26));
}

/** A typical line for the palindrome padder: a palindrome with a few letters in front, or a word. */
function padderLine(random: Random): string {
  if (random.chance(0.3)) return letters(random, random.int(8, 30));
  return letters(random, random.int(3, 10)) + palindrome(random, random.int(6, 30), random.int(3, 26));
}

/** A ring buffer dump: random letters, or a repeated block rotated, of 10 to 70 letters. */
function ringDump(random: Random): string {
  if (random.chance(0.5)) return letters(random, random.int(10, 60), random.int(4, 26));
  const text = letters(random, random.int(9, 14), random.int(4, 6)).repeat(random.int(2, 5));
  const at = random.int(0, text.length - 1);
  return text.slice(at) + text.slice(0, at);
}

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'abcab\n' },
      { tag: 'tricky', input: 'aaaaaa\n' },
      { tag: 'tricky', input: 'abababababab\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(retries) },
      { tag: 'typical', draw: line(retries) },
      { tag: 'typical', draw: line(bordered) },
      { tag: 'maximum', draw: line(repeating(10000, 8, 60)) },
      { tag: 'maximum', draw: line(exactRepetition) },
      { tag: 'maximum', draw: line(twoLongBlocks) },
      { tag: 'maximum', draw: line((random) => letters(random, 10000)) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'aaaa\n' },
      { tag: 'tricky', input: 'abcd\n' },
      { tag: 'tricky', input: 'aabaaab\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(bordered) },
      { tag: 'typical', draw: line(bordered) },
      { tag: 'typical', draw: line(retries) },
      { tag: 'maximum', draw: line(manyBorders) },
      { tag: 'maximum', draw: line((random) => letters(random, 3000, random.int(2, 26))) },
      { tag: 'maximum', draw: line(repeating(3000, 8, 20)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'aa\n' },
      { tag: 'tricky', input: 'aaa\n' },
      { tag: 'tricky', input: 'abababab\n' },
      { tag: 'tricky', input: 'abcabxabcabyabc\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(bordered) },
      { tag: 'typical', draw: line(bordered) },
      { tag: 'typical', draw: line(retries) },
      { tag: 'maximum', draw: line(repeating(10000, 8, 30)) },
      { tag: 'maximum', draw: line(threeCopies) },
      { tag: 'maximum', draw: line((random) => letters(random, 10000, random.int(2, 26))) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'ab\n' },
      { tag: 'tricky', input: 'racecar\n' },
      { tag: 'tricky', input: 'abcba\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(padderLine) },
      { tag: 'typical', draw: line(padderLine) },
      { tag: 'typical', draw: line(padderLine) },
      { tag: 'maximum', draw: line((random) => palindrome(random, 10000, random.int(2, 26))) },
      { tag: 'maximum', draw: line(spoiledPalindrome) },
      { tag: 'maximum', draw: line(prefixedPalindrome) },
      { tag: 'maximum', draw: line((random) => letters(random, 10000)) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'abab\n' },
      { tag: 'tricky', input: 'ba\n' },
      { tag: 'tricky', input: 'aabaaab\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(ringDump) },
      { tag: 'typical', draw: line(ringDump) },
      { tag: 'typical', draw: line(ringDump) },
      { tag: 'maximum', draw: line((random) => sprinkled(random, 10000, random.int(3, 10))) },
      { tag: 'maximum', draw: line(exactRepetition) },
      { tag: 'maximum', draw: line(repeating(10000, 7, 12)) },
      { tag: 'maximum', draw: line((random) => letters(random, 10000)) },
    ],
  },
});
