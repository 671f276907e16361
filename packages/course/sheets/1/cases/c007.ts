import { defineCases } from '../../../cases';
import { LOWERCASE, PRINTABLE, type Random } from '../../../random';

const WORDS = [
  'deploy',
  'failed,',
  'rolling',
  'back',
  'warning:',
  'retry',
  'error',
  'timeout',
  'after',
  '30s',
  'ERROR',
  'Error',
  'flaky',
  'test',
  'passed',
  'on',
  'rerun',
  'PASS',
  'FAIL',
  'skip',
  'the',
  'quick',
  'brown',
  'fox',
  'cache',
  'miss',
  'OOMKilled',
  'exit',
  '137',
];

/** Test-log words joined by single spaces, 40 to 400 characters. */
function logLine(random: Random): string {
  let text = random.pick(WORDS);
  const length = random.int(40, 400);
  while (text.length < length) text += ' ' + random.pick(WORDS);
  return text;
}

/** A status line of 20 to 400 characters over an alphabet of 3 to 30 printable characters. */
function statusLine(random: Random): string {
  const alphabet = random.sample([...PRINTABLE], random.int(3, 30)).join('');
  return random.string(random.int(20, 400), alphabet);
}

/** `length` characters over a random alphabet of `size` printable characters. */
const overAlphabet =
  (size: number, length = 10000) =>
  (random: Random) =>
    random.string(length, random.sample([...PRINTABLE], size).join(''));

/** All 95 printable characters in one random order, repeated to 10000 characters. */
function repeatedPermutation(random: Random): string {
  return random
    .shuffle([...PRINTABLE])
    .join('')
    .repeat(106)
    .slice(0, 10000);
}

/** 10000 copies of one character, with 2 to 6 other characters at random places. */
function rareOthers(random: Random): string {
  const [common, ...others] = random.sample([...PRINTABLE], random.int(3, 7));
  const chars = new Array<string>(10000).fill(common);
  for (const other of others) chars[random.int(0, 9999)] = other;
  return chars.join('');
}

/** Turns a line maker into an input. */
const line = (draw: (random: Random) => string) => (random: Random) => draw(random) + '\n';

/** Prefixes a line with k drawn from `smallest` to `largest`. */
const withK = (smallest: number, largest: number, draw: (random: Random) => string) => (random: Random) =>
  `${random.int(smallest, largest)}\n${draw(random)}\n`;

/** A log line, and a pattern of 2 to 8 characters taken from it, or now and then from anywhere. */
function logPattern(random: Random): string {
  const text = logLine(random);
  const source = random.chance(0.8) ? text : PRINTABLE;
  return `${random.string(random.int(2, 8), source)}\n${text}\n`;
}

/** A status line, and a pattern of 2 to 10 characters of its alphabet. */
function statusPattern(random: Random): string {
  const text = statusLine(random);
  return `${random.string(random.int(2, 10), text)}\n${text}\n`;
}

/** A pattern of 100 characters and a text of 10000 over the same 10 letters. */
function tenLetterPattern(random: Random): string {
  const alphabet = random.sample([...LOWERCASE], 10).join('');
  return `${random.string(100, alphabet)}\n${random.string(10000, alphabet)}\n`;
}

/** Pattern xyz: a long run of x, then only y and z, so the window sits at the border. */
function runThenPair(random: Random): string {
  const [x, y, z] = random.sample([...PRINTABLE], 3);
  const run = random.int(3000, 7000);
  return `${random.shuffle([x, y, z]).join('')}\n${x.repeat(run)}${random.string(10000 - run, y + z)}\n`;
}

/** A pattern of 100 characters cut from a random text of 10000. */
function cutPattern(random: Random): string {
  const text = random.string(10000);
  const at = random.int(0, 9900);
  return `${random.shuffle([...text.slice(at, at + 100)]).join('')}\n${text}\n`;
}

const distinctRuns = [
  { tag: 'typical', draw: line(statusLine) },
  { tag: 'typical', draw: line(statusLine) },
  { tag: 'typical', draw: line(logLine) },
  { tag: 'maximum', draw: line(overAlphabet(95)) },
  { tag: 'maximum', draw: line(overAlphabet(10)) },
  { tag: 'maximum', draw: line(repeatedPermutation) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'aaaa\n' },
      { tag: 'tricky', input: 'abba\n' },
      { tag: 'tricky', input: 'aA bB a\n' },
    ],
    drawn: distinctRuns,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '1\n\n' },
      { tag: 'minimum', input: '1\nx\n' },
      { tag: 'tricky', input: '5\nabc\n' },
      { tag: 'tricky', input: '1\nabbbbacccc\n' },
      { tag: 'tricky', input: '2\naAaAbBbB\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withK(1, 12, statusLine) },
      { tag: 'typical', draw: withK(2, 6, statusLine) },
      { tag: 'typical', draw: withK(3, 15, logLine) },
      { tag: 'maximum', draw: withK(5, 20, overAlphabet(95)) },
      { tag: 'maximum', draw: withK(2, 5, overAlphabet(10)) },
      { tag: 'maximum', draw: withK(90, 95, overAlphabet(95)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'aaaa\n' },
      { tag: 'tricky', input: 'abcabcbb\n' },
      { tag: 'tricky', input: 'abccccccccba\n' },
    ],
    drawn: [
      { tag: 'typical', draw: line(statusLine) },
      { tag: 'typical', draw: line(statusLine) },
      { tag: 'typical', draw: line(logLine) },
      { tag: 'maximum', draw: line(overAlphabet(95)) },
      { tag: 'maximum', draw: line(overAlphabet(10)) },
      { tag: 'maximum', draw: line(rareOthers) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: 'a\n\n' },
      { tag: 'minimum', input: 'a\na\n' },
      { tag: 'tricky', input: 'aa\na\n' },
      { tag: 'tricky', input: 'aa\nbaaab\n' },
      { tag: 'tricky', input: 'ab\nbXXXaXXXb\n' },
      { tag: 'tricky', input: 'A b\nb a A  b\n' },
    ],
    drawn: [
      { tag: 'typical', draw: logPattern },
      { tag: 'typical', draw: logPattern },
      { tag: 'typical', draw: statusPattern },
      { tag: 'maximum', draw: tenLetterPattern },
      { tag: 'maximum', draw: runThenPair },
      { tag: 'maximum', draw: cutPattern },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'aaaa\n' },
      { tag: 'tricky', input: 'abba\n' },
      { tag: 'tricky', input: 'aA aA\n' },
    ],
    drawn: distinctRuns,
  },
});
