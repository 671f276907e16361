import { defineCases } from '../../../cases';
import { PRINTABLE, type Random } from '../../../random';

const WORDS = [
  'Database',
  'is',
  'on',
  'fire',
  'INC-4521:',
  'pager',
  'storm,',
  'again',
  'Rollback',
  'of',
  'v2.3.1',
  'Disk',
  'full',
  'db-03',
  'DNS',
  'outage',
  'in',
  'eu-west-1',
  'Kafka',
  'lag',
  '>',
  '5m',
  'cert',
  'expired',
  '(again)',
  'checkout',
  'API',
  '503s',
  'cache',
  'stampede',
  'after',
  'deploy',
  '#4411',
  'login',
  'broken',
  'for',
  '"some"',
  'users',
  '&',
  'SSO',
  'latency',
  '99th',
  'p99=2.4s',
  'CI',
  'red',
  'since',
  '03:14',
  'UTC',
  "it's",
  'back',
  '\\o/',
  '[WIP]',
];

const VISIBLE = PRINTABLE.slice(1);

/** A word of a title: mostly a usual one, sometimes a host, a version, a ticket or a duration. */
function word(random: Random): string {
  if (random.chance(0.7)) return random.pick(WORDS);
  return random.pick([
    () => `db-${random.int(1, 99)}`,
    () => `v${random.int(1, 9)}.${random.int(0, 20)}.${random.int(0, 99)}`,
    () => `INC-${random.int(1000, 99999)}`,
    () => `${random.int(2, 999)}${random.pick(['s', 'ms', 'm', '%'])}`,
  ])();
}

/** Incident-title words joined by one space, now and then two or three, kept within `most` characters. */
function words(random: Random, count: number, most: number): string {
  let text = word(random);
  for (let i = 1; i < count; i++) {
    const next = ' '.repeat(random.chance(0.85) ? 1 : random.int(2, 3)) + word(random);
    if (text.length + next.length > most) break;
    text += next;
  }
  return text;
}

/** A title of 5 to 12 words, up to 80 characters. */
const title = (random: Random) => words(random, random.int(5, 12), 80) + '\n';

/** A title of `length` printable characters, neither starting nor ending with a space. */
const noise = (length: number) => (random: Random) =>
  random.pick([...VISIBLE]) + random.string(length - 2) + random.pick([...VISIBLE]) + '\n';

/** Exactly 100 characters of short words between runs of spaces, ending on a non-space. */
const spaced = (random: Random) => {
  let text = random.string(random.int(1, 5), VISIBLE);
  while (text.length < 100) text += ' '.repeat(random.int(1, 3)) + random.string(random.int(1, 5), VISIBLE);
  text = text.slice(0, 100);
  return text.slice(0, 99) + (text[99] === ' ' ? random.pick([...VISIBLE]) : text[99]) + '\n';
};

const drawn = [
  { tag: 'typical', draw: title },
  { tag: 'typical', draw: title },
  { tag: 'typical', draw: (random: Random) => noise(random.int(20, 60))(random) },
  { tag: 'maximum', draw: noise(100) },
  { tag: 'maximum', draw: spaced },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'a  b   c\n' },
      { tag: 'tricky', input: 'It\'s "fine" \\ really\n' },
      { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'a  b   c\n' },
      { tag: 'tricky', input: 'It\'s "fine" \\ really\n' },
      { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'a  b   c\n' },
      { tag: 'tricky', input: 'It\'s "fine" \\ really\n' },
      { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'a  b   c\n' },
      { tag: 'tricky', input: 'It\'s "fine" \\ really\n' },
      { tag: 'tricky', input: 'The cache stampede that ate Tuesday nig\n' },
      { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' },
      { tag: 'tricky', input: 'Postmortem: why the retry loop retried xy\n' },
    ],
    drawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: 'x\n' },
      { tag: 'tricky', input: 'a  b   c\n' },
      { tag: 'tricky', input: 'It\'s "fine" \\ really\n' },
      { tag: 'tricky', input: 'The cache stampede that ate Tuesday nig\n' },
      { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' },
      { tag: 'tricky', input: 'Postmortem: why the retry loop retried xy\n' },
      { tag: 'tricky', input: 'odd\n' },
    ],
    drawn,
  },
});
