import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, PRINTABLE, UPPERCASE, type Random } from '../../../random';

const WORDS = [
  'deploy',
  'freeze',
  'starts',
  'Friday',
  '17:00',
  'coffee.exe',
  'has',
  'stopped',
  'working',
  'the',
  'DB',
  'then',
  'cache',
  'everything',
  'rollback',
  'failed',
  'again',
  'pager',
  'at',
  '3am',
  'on-call',
  'SEV2',
  'who',
  'broke',
  'prod?',
  'retry',
  'in',
  '5m',
  'HTTP/1.1',
  '502',
  'Bad',
  'Gateway',
  '(again)',
  'ok,',
  'fine.',
];

const ALPHANUMERIC = LOWERCASE + UPPERCASE + DIGITS;
/** Printable characters that are neither letters nor digits. */
const SYMBOLS = [...PRINTABLE].filter((c) => !ALPHANUMERIC.includes(c)).join('');
const HOST_LABEL = LOWERCASE + DIGITS + '-';
const HOST_WORDS = [
  'api',
  'db',
  'cache',
  'eu-west',
  'us-east',
  'prod',
  'stage',
  'corp',
  'pager',
  'example',
  'com',
  'internal',
  'k8s',
  'node',
  'edge',
  'lb',
  'Mail',
  'VPN',
];

/** A log sentence of 7 to 25 words, now and then with doubled spaces or padded ends. */
function sentence(random: Random): string {
  const words = random.picks(WORDS, random.int(7, 25));
  const gap = () => ' '.repeat(random.chance(0.85) ? 1 : random.int(2, 4));
  const pad = () => ' '.repeat(random.chance(0.7) ? 0 : random.int(1, 3));
  return pad() + words.map((w, i) => (i ? gap() : '') + w).join('') + pad() + '\n';
}

/** A line of exactly `length` characters drawn from `alphabet`. */
const noise =
  (length: number, alphabet = PRINTABLE) =>
  (random: Random) =>
    random.string(length, alphabet) + '\n';

/** Words of 1 to `longest` characters of `alphabet`, each followed by 1 to `widest` spaces, cut to exactly 10000 characters. */
function wordsLine(alphabet: string, longest: number, widest: number) {
  return (random: Random) => {
    let text = '';
    while (text.length < 10000)
      text += random.string(random.int(1, longest), alphabet) + ' '.repeat(random.int(1, widest));
    return text.slice(0, 10000) + '\n';
  };
}

/** One-character words separated by single spaces, 10000 characters with a trailing space: 5000 words. */
function singleLetterWords(random: Random): string {
  let text = '';
  for (let i = 0; i < 5000; i++) text += random.string(1, ALPHANUMERIC + SYMBOLS.replace(' ', '')) + ' ';
  return text + '\n';
}

/** A hostname of 3 to 8 labels like cache-01 or eu-west-1, now and then with an empty label. */
function hostname(random: Random): string {
  const label = () => {
    if (random.chance(0.05)) return '';
    if (random.chance(0.15)) return random.string(random.int(1, 12), HOST_LABEL);
    const name = random.pick(HOST_WORDS);
    return random.chance(0.5) ? name + '-' + random.int(0, 99).toString().padStart(random.int(1, 2), '0') : name;
  };
  return Array.from({ length: random.int(3, 8) }, label).join('.') + '\n';
}

/** Labels of 1 to 9 characters joined by single dots, cut to exactly 10000 characters. */
function longHostname(random: Random): string {
  let text = random.string(random.int(1, 9), HOST_LABEL);
  while (text.length < 10000) text += '.' + random.string(random.int(1, 9), HOST_LABEL);
  return text.slice(0, 10000) + '\n';
}

/** 10000 characters, mostly dots: a hostname of thousands of empty labels and a few short ones. */
function mostlyDots(random: Random): string {
  let text = '';
  for (let i = 0; i < 10000; i++) text += random.chance(0.8) ? '.' : random.string(1, HOST_LABEL);
  return text + '\n';
}

/**
 * A line of `total` characters whose letters and digits, read without case, form a palindrome of
 * `kept` characters (a mismatch at one place if `broken`); the gaps hold symbols and spaces.
 */
function palindromeLine(random: Random, kept: number, total: number, broken = false): string {
  const half = Array.from({ length: Math.floor(kept / 2) }, () => random.pick([...(LOWERCASE + DIGITS)]));
  const middle = kept % 2 ? [random.pick([...(LOWERCASE + DIGITS)])] : [];
  const core = [...half, ...middle, ...[...half].reverse()];
  if (broken) {
    const left = random.int(0, half.length - 1);
    const [at, mirror] = random.chance(0.5) ? [left, core.length - 1 - left] : [core.length - 1 - left, left];
    core[at] = random.pick([...(LOWERCASE + DIGITS)].filter((c) => c !== core[mirror]));
  }
  const gaps = new Array<number>(core.length + 1).fill(0);
  for (let i = kept; i < total; i++) gaps[random.int(0, core.length)]++;
  const filler = (count: number) => random.string(count, random.chance(0.7) ? ' ' : SYMBOLS);
  return (
    core.map((c, i) => filler(gaps[i]) + (random.chance(0.3) ? c.toUpperCase() : c)).join('') +
    filler(gaps[core.length]) +
    '\n'
  );
}

/** A short phrase that reads the same backwards once cleaned. */
function palindromePhrase(random: Random): string {
  const kept = random.int(12, 60);
  return palindromeLine(random, kept, kept + random.int(Math.ceil(kept / 5), kept));
}

/** A short phrase that is a palindrome but for one character. */
function nearPalindromePhrase(random: Random): string {
  const kept = random.int(12, 60);
  return palindromeLine(random, kept, kept + random.int(Math.ceil(kept / 5), kept), true);
}

const maxPalindrome = (broken: boolean) => (random: Random) =>
  palindromeLine(random, random.int(5000, 7000), 10000, broken);

const sentences = [
  { tag: 'typical', draw: sentence },
  { tag: 'typical', draw: sentence },
  { tag: 'typical', draw: (random: Random) => noise(random.int(20, 300))(random) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: '  ok\n' },
      { tag: 'tricky', input: 'racecar\n' },
      { tag: 'tricky', input: 'a\\b"c\'d\n' },
    ],
    drawn: [
      ...sentences,
      { tag: 'maximum', draw: noise(10000) },
      { tag: 'maximum', draw: wordsLine(LOWERCASE + '-', 8, 1) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: '     \n' },
      { tag: 'tricky', input: '   lonely   \n' },
      { tag: 'tricky', input: 'a-b c.d e,f\n' },
    ],
    drawn: [
      ...sentences,
      { tag: 'maximum', draw: wordsLine(ALPHANUMERIC, 6, 1) },
      { tag: 'maximum', draw: singleLetterWords },
      { tag: 'maximum', draw: noise(10000) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: '      \n' },
      { tag: 'tricky', input: '  level  noon  \n' },
      { tag: 'tricky', input: '(ab) [cd]\n' },
    ],
    drawn: [
      ...sentences,
      { tag: 'maximum', draw: wordsLine(ALPHANUMERIC + SYMBOLS.replace(' ', ''), 12, 3) },
      { tag: 'maximum', draw: singleLetterWords },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'minimum', input: '.\n' },
      { tag: 'tricky', input: 'db..internal\n' },
      { tag: 'tricky', input: '.local.\n' },
      { tag: 'tricky', input: 'a.b.\n' },
    ],
    drawn: [
      { tag: 'typical', draw: hostname },
      { tag: 'typical', draw: hostname },
      { tag: 'typical', draw: hostname },
      { tag: 'maximum', draw: longHostname },
      { tag: 'maximum', draw: mostlyDots },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: '?!  ...\n' },
      { tag: 'tricky', input: 'Ab\n' },
      { tag: 'tricky', input: '12:21\n' },
      { tag: 'tricky', input: 'ab1 1ba2\n' },
    ],
    drawn: [
      { tag: 'typical', draw: palindromePhrase },
      { tag: 'typical', draw: nearPalindromePhrase },
      { tag: 'typical', draw: sentence },
      { tag: 'maximum', draw: maxPalindrome(false) },
      { tag: 'maximum', draw: noise(10000) },
      { tag: 'maximum', draw: maxPalindrome(true) },
    ],
  },
});
