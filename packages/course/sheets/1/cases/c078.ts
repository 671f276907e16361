import { defineCases } from '../../../cases';
import { DIGITS, LOWERCASE, UPPERCASE, type Random } from '../../../random';

const STEMS = [
  'core',
  'dump',
  'access',
  'error',
  'deploy',
  'Makefile',
  'README',
  'config',
  'heap',
  'trace',
  'pager',
  'x',
  'gc',
  'LICENSE',
];

const EXTS = ['.log', '.gz', '.txt', '', '.yaml', '.old', '.1', '.json', '.tar.gz', '.bak'];

/** The fixed traps' names, from a seeded congruential generator. */
const files = (n: number, seed: number): string => {
  let x = seed;
  const next = () => (x = (x * 48271) % 2147483647);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const stem = STEMS[next() % STEMS.length];
    out.push(stem + (next() % 3 ? '-' + (next() % 10000) : '') + EXTS[next() % EXTS.length]);
  }
  return out.join(' ');
};

const NAME_CHARS = LOWERCASE + UPPERCASE + DIGITS + '.-_';

/** A dump file name: a stem, often a number, an extension; now and then any allowed characters. */
function fileName(random: Random): string {
  if (random.chance(0.06)) return random.string(random.int(1, 16), NAME_CHARS);
  const stem = random.pick(STEMS);
  const stamp = random.chance(0.6) ? '-' + random.int(0, random.pick([9, 99, 9999, 99999999])) : '';
  return (random.chance(0.15) ? stem.toUpperCase() : stem) + stamp + random.pick(EXTS);
}

/** A dump named by its size, as ls -s might print it. */
const sizeName = (random: Random) =>
  random.chance(0.5)
    ? String(random.int(0, 10 ** random.int(1, 9)))
    : `${random.int(1, 999)}${random.pick(['K', 'M', 'G', '.5K', '.0M'])}`;

/** A name of 22 to 30 allowed characters. */
const longName = (random: Random) => random.string(random.int(22, 30), NAME_CHARS);

type Namer = (random: Random) => string;

/** Terminal width W, then n names. */
const listing = (w: number, n: number, name: Namer) => (random: Random) =>
  `${w}\n${Array.from({ length: n }, () => name(random)).join(' ')}\n`;

/** A terminal of 20 to 120 columns and 5 to 80 names. */
const typical = (name: Namer) => (random: Random) => listing(random.int(20, 120), random.int(5, 80), name)(random);

const drawn = (name: Namer) => [
  { tag: 'typical' as const, draw: typical(name) },
  { tag: 'typical' as const, draw: typical(name) },
  { tag: 'typical' as const, draw: typical(name) },
  { tag: 'maximum' as const, draw: listing(200, 300, name) },
  { tag: 'maximum' as const, draw: listing(80, 300, name) },
  { tag: 'maximum' as const, draw: (random: Random) => listing(random.pick([200, 80, 31]), 300, longName)(random) },
];

/** Dump names, a third of them sizes. */
const mixedName = (random: Random) => (random.chance(0.35) ? sizeName(random) : fileName(random));

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '80\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n' },
      { tag: 'tricky', input: '11\naaa bbb ccc\n' },
      { tag: 'tricky', input: '12\naaa bbb ccc\n' },
      { tag: 'tricky', input: '41\n' + files(25, 3) + '\n' },
    ],
    drawn: drawn(fileName),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '80\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n' },
      { tag: 'tricky', input: '11\naaa bbb ccc\n' },
      { tag: 'tricky', input: '12\naaa bbb ccc\n' },
      { tag: 'tricky', input: '41\n' + files(25, 3) + '\n' },
    ],
    drawn: drawn(fileName),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '80\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n' },
      { tag: 'tricky', input: '11\naaa bbb ccc\n' },
      { tag: 'tricky', input: '12\naaa bbb ccc\n' },
      { tag: 'tricky', input: '41\n' + files(25, 3) + '\n' },
    ],
    drawn: drawn(fileName),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '80\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n' },
      { tag: 'tricky', input: '11\naaa bbb ccc\n' },
      { tag: 'tricky', input: '12\nbbb AAA aaa Aaa CCC\n' },
      { tag: 'tricky', input: '41\n' + files(25, 3) + '\n' },
    ],
    drawn: drawn(fileName),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '80\n\n' },
      { tag: 'minimum', input: '1\na\n' },
      { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n' },
      { tag: 'tricky', input: '11\naaa bbb ccc\n' },
      { tag: 'tricky', input: '12\naaa bbb ccc\n' },
      { tag: 'tricky', input: '41\n' + files(25, 3) + '\n' },
    ],
    drawn: drawn(mixedName),
  },
});
