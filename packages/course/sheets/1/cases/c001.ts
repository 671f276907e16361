import { defineCases } from '../../../cases';
import { DIGITS, PRINTABLE, UPPERCASE, type Random } from '../../../random';

const WORDS = [
  'pager',
  'deploy',
  'rollback',
  'prod',
  'DB',
  'on',
  'fire',
  'again',
  'SEV1',
  'the',
  'cache',
  'is',
  'down',
  'retry',
  'in',
  '5m',
  'HTTP',
  '503',
  'coffee',
  'machine',
  'flaky',
  'CI',
  'at',
  '03:14',
  'oncall',
  'WHO',
  'pushed',
  'Friday?',
];

/** An incident title: a few words, now and then shouting or padded with spaces. */
function title(random: Random): string {
  const words = random.picks(WORDS, random.int(3, 12)).map((w) => (random.chance(0.2) ? w.toUpperCase() : w));
  const gap = () => ' '.repeat(random.chance(0.8) ? 1 : random.int(2, 4));
  return (
    ' '.repeat(random.int(0, 2)) +
    words.map((w, i) => (i ? gap() : '') + w).join('') +
    ' '.repeat(random.int(0, 2)) +
    '\n'
  );
}

/** A line of exactly `length` characters drawn from `alphabet`. */
const noise =
  (length: number, alphabet = PRINTABLE) =>
  (random: Random) =>
    random.string(length, alphabet) + '\n';

/** Words of the given alphabet separated by single or double spaces, cut to exactly 10000 characters. */
function longText(alphabet: string) {
  return (random: Random) => {
    let text = '';
    while (text.length < 10000) text += random.string(random.int(1, 8), alphabet) + ' '.repeat(random.int(1, 2));
    return text.slice(0, 10000) + '\n';
  };
}

const typical = [
  { tag: 'typical', draw: title },
  { tag: 'typical', draw: title },
  { tag: 'typical', draw: (random: Random) => noise(random.int(20, 200))(random) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: '   \n' },
      { tag: 'tricky', input: '  leading and trailing  \n' },
      { tag: 'tricky', input: '~!@#$%^&*()_+`-={}|[]\\:";\'<>?,./\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: noise(10000) }, { tag: 'maximum', draw: longText('abcxyz!3') }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: '      \n' },
      { tag: 'tricky', input: '   padded   \n' },
      { tag: 'tricky', input: 'a b  c   d    e\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: noise(10000) }, { tag: 'maximum', draw: longText('ab') }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'Q\n' },
      { tag: 'minimum', input: 'q\n' },
      { tag: 'tricky', input: '@[`{ 0123456789 ~^_\n' },
      { tag: 'tricky', input: 'all quiet on the pager front\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: noise(10000) }, { tag: 'maximum', draw: longText(UPPERCASE + 'xyz') }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'minimum', input: 'z\n' },
      { tag: 'tricky', input: '-1.5e10 0x1F\n' },
      { tag: 'tricky', input: 'no numbers here, only despair\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: noise(10000) }, { tag: 'maximum', draw: noise(10000, DIGITS + '.-x') }],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: '     \n' },
      { tag: 'tricky', input: 'aAaA\n' },
      { tag: 'tricky', input: 'abc abc\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: noise(10000) }, { tag: 'maximum', draw: noise(10000, 'zZ ') }],
  },
});
