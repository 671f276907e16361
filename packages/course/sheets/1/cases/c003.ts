import { defineCases } from '../../../cases';
import { LOWERCASE, PRINTABLE, UPPERCASE, type Random } from '../../../random';

const WORDS = [
  'The',
  'pager',
  'is',
  'on',
  'fire',
  'again!',
  'Database',
  'replica',
  'lag',
  'exceeded',
  'threshold;',
  'please',
  'escalate',
  'to',
  'Zoe',
  'or',
  'Yusuf.',
  'Service',
  'unavailable',
  '(503)',
  'at',
  '03:14',
  'UTC,',
  'retry',
  'queue',
  'overflow',
  'detected',
  'in',
  'eu-west-1',
  'deploy',
  'rolled',
  'back',
  'every',
  'node',
  'needs',
  'a',
  'restart',
  'ETA',
  '15m',
  'x-request-id:',
  'ab12f',
];

/** Log text of 8 to 30 words, with its punctuation and digits. */
function message(random: Random): string {
  return random.picks(WORDS, random.int(8, 30)).join(' ');
}

/** Log words joined by spaces, cut to exactly `length` characters. */
function longMessage(random: Random, length: number): string {
  let text = random.pick(WORDS);
  while (text.length < length) text += ' ' + random.pick(WORDS);
  return text.slice(0, length);
}

/** `text` with every letter moved `k` places forward, wrapping and keeping its case. */
function shift(text: string, k: number): string {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c < 'a' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + k) % 26) + base);
  });
}

/** Line 1 a shift from 0 to 1000, line 2 a log message. */
function shiftAndMessage(random: Random): string {
  return `${random.int(0, 1000)}\n${message(random)}\n`;
}

/** A shift of at least 975 and 5000 characters drawn from `alphabet`. */
const largestShift = (alphabet: string) => (random: Random) =>
  `${random.int(975, 1000)}\n${random.string(5000, alphabet)}\n`;

/** Line 1 a key of 2 to 12 letters, line 2 a log message. */
function keyAndMessage(random: Random): string {
  return `${random.string(random.int(2, 12), LOWERCASE)}\n${message(random)}\n`;
}

/** A key of `keyLength` letters (1 to 100 if not given) and 5000 characters drawn from `alphabet`. */
const longKey = (alphabet: string, keyLength?: number) => (random: Random) =>
  `${random.string(keyLength ?? random.int(1, 100), LOWERCASE)}\n${random.string(5000, alphabet)}\n`;

/** 5000 characters of mostly digits and punctuation, with a letter only now and then. */
function fewLetters(random: Random): string {
  let text = '';
  for (let i = 0; i < 5000; i++)
    text += random.string(1, random.chance(0.01) ? LOWERCASE + UPPERCASE : '0123456789 .,:;-!?');
  return text + '\n';
}

/** A log message encrypted with an unknown shift, for the e-counting decoder. */
function encryptedMessage(random: Random): string {
  return shift(message(random), random.int(0, 25)) + '\n';
}

/** 5000 characters of encrypted log text. */
function longEncrypted(random: Random): string {
  return shift(longMessage(random, 5000), random.int(0, 25)) + '\n';
}

const LETTERS = LOWERCASE + UPPERCASE;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\nz\n' },
      { tag: 'tricky', input: '26\nNothing changes at 26.\n' },
      { tag: 'tricky', input: '25\nAbc XYZ\n' },
      { tag: 'tricky', input: '0\n[Zz] `Aa` {mM}\n' },
      { tag: 'tricky', input: '52\nzebra\n' },
    ],
    drawn: [
      { tag: 'typical', draw: shiftAndMessage },
      { tag: 'typical', draw: shiftAndMessage },
      { tag: 'typical', draw: (random) => `${random.int(0, 1000)}\n${random.string(random.int(20, 300))}\n` },
      { tag: 'maximum', draw: largestShift(PRINTABLE) },
      { tag: 'maximum', draw: largestShift(LETTERS) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '26\nNothing changes at 26.\n' },
      { tag: 'tricky', input: '1\nAbc XYZ\n' },
      { tag: 'tricky', input: '0\n[Zz] `Aa` {mM}\n' },
      { tag: 'tricky', input: '27\nabc\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => `${random.int(0, 1000)}\n${shift(message(random), random.int(0, 25))}\n` },
      { tag: 'typical', draw: shiftAndMessage },
      { tag: 'typical', draw: (random) => `${random.int(0, 1000)}\n${random.string(random.int(20, 300))}\n` },
      { tag: 'maximum', draw: largestShift(PRINTABLE) },
      { tag: 'maximum', draw: largestShift(LETTERS) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: '1 2 3 ...\n' },
      { tag: 'tricky', input: 'a a a a\n' },
      { tag: 'tricky', input: 'a'.repeat(27) + '\n' },
      { tag: 'tricky', input: 'Zz-Zz\n' },
    ],
    drawn: [
      { tag: 'typical', draw: (random) => message(random) + '\n' },
      { tag: 'typical', draw: (random) => message(random) + '\n' },
      { tag: 'typical', draw: (random) => random.string(random.int(20, 300)) + '\n' },
      { tag: 'maximum', draw: (random) => random.string(5000, LETTERS + ' ') + '\n' },
      { tag: 'maximum', draw: fewLetters },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: 'a\n\n' },
      { tag: 'minimum', input: 'b\nz\n' },
      { tag: 'tricky', input: 'abc\na, a; a. a\n' },
      { tag: 'tricky', input: 'a\nThe key a changes nothing.\n' },
      { tag: 'tricky', input: 'zz\nAbC xYz\n' },
    ],
    drawn: [
      { tag: 'typical', draw: keyAndMessage },
      { tag: 'typical', draw: keyAndMessage },
      {
        tag: 'typical',
        draw: (random) => `${random.string(random.int(1, 30), LOWERCASE)}\n${random.string(random.int(20, 300))}\n`,
      },
      { tag: 'maximum', draw: longKey(PRINTABLE, 100) },
      { tag: 'maximum', draw: longKey(LETTERS) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'e\n' },
      { tag: 'minimum', input: 'a\n' },
      { tag: 'tricky', input: 'ab\n' },
      { tag: 'tricky', input: 'ez\n' },
      { tag: 'tricky', input: '42 !?\n' },
      { tag: 'tricky', input: 'EEE aaa\n' },
    ],
    drawn: [
      { tag: 'typical', draw: encryptedMessage },
      { tag: 'typical', draw: encryptedMessage },
      { tag: 'typical', draw: (random) => random.string(random.int(20, 300)) + '\n' },
      { tag: 'maximum', draw: longEncrypted },
      { tag: 'maximum', draw: (random) => random.string(5000) + '\n' },
    ],
  },
});
