import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const grid = (r: number, c: number, f: (i: number, j: number) => string) =>
  `${r} ${c}\n` +
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');

const EMPTY = '0 0\n';

const ONE_OK = '1 1\n.\n';

const ONE_BAD = '1 1\nX\n';

const CHECKER = grid(100, 100, (i, j) => ((i + j) % 2 ? 'X' : '.'));

const SPARSE = grid(100, 100, (i, j) => ((i * 37 + j * 91) % 97 === 0 ? 'X' : '.'));

/** An r by c rack where each server has failed with probability p, and each shelf is fully failed with probability full. */
function rack(random: Random, r: number, c: number, p: number, full = 0): string {
  const shelf = () =>
    random.chance(full) ? 'X'.repeat(c) : Array.from({ length: c }, () => (random.chance(p) ? 'X' : '.')).join('');
  return `${r} ${c}\n` + Array.from({ length: r }, () => shelf() + '\n').join('');
}

/** A rack of moderate size with a failure rate between a few and most servers. */
const typical = (random: Random) =>
  rack(random, random.int(5, 30), random.int(10, 40), random.pick([0.05, 0.2, 0.5, 0.8]), random.pick([0, 0.2]));

/** A single shelf or a single column of servers. */
const thin = (random: Random) =>
  random.chance(0.5) ? rack(random, 1, random.int(40, 100), 0.3) : rack(random, random.int(40, 100), 1, 0.3);

/** A rack whose shelves are often entirely failed. */
const unplugged = (random: Random) => rack(random, random.int(6, 25), random.int(8, 30), 0.6, 0.35);

/** A full-size rack of the given failure rate. */
const big =
  (p: number, full = 0) =>
  (random: Random) =>
    rack(random, random.int(97, 100), random.int(97, 100), p, full);

/** A full-size rack where every server has failed but a handful (at least two: one alone repeats across rounds). */
const allFailed = (random: Random) => {
  const r = random.int(98, 100);
  const c = random.int(98, 100);
  const ok = new Set<number>();
  for (let count = random.int(2, 6); ok.size < count;) ok.add(random.int(0, r * c - 1));
  return grid(r, c, (i, j) => (ok.has(i * c + j) ? '.' : 'X'));
};

/** A full-size rack of failed shelves and columns crossing, as a dead power strip would make. */
const stripes = (random: Random) => {
  const [r, c] = [random.int(95, 100), random.int(95, 100)];
  const rows = new Set(random.sample([...Array(r).keys()], random.int(3, 15)));
  const cols = new Set(random.sample([...Array(c).keys()], random.int(3, 15)));
  return grid(r, c, (i, j) => (rows.has(i) || cols.has(j) || random.chance(0.01) ? 'X' : '.'));
};

const drawn = [
  { tag: 'typical', draw: typical },
  { tag: 'typical', draw: thin },
  { tag: 'typical', draw: unplugged },
  { tag: 'maximum', draw: allFailed },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_OK },
      { tag: 'minimum', input: ONE_BAD },
      { tag: 'tricky', input: '2 3\n...\n...\n' },
      { tag: 'tricky', input: SPARSE },
    ],
    drawn: [...drawn, { tag: 'maximum', draw: big(0.5) }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_OK },
      { tag: 'minimum', input: ONE_BAD },
      { tag: 'tricky', input: '2 3\n...\n...\n' },
      { tag: 'tricky', input: SPARSE },
    ],
    drawn: [...drawn, { tag: 'maximum', draw: stripes }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_OK },
      { tag: 'minimum', input: ONE_BAD },
      { tag: 'tricky', input: '2 3\n...\n...\n' },
      { tag: 'tricky', input: SPARSE },
    ],
    drawn: [...drawn, { tag: 'maximum', draw: stripes }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_OK },
      { tag: 'minimum', input: ONE_BAD },
      { tag: 'tricky', input: '3 5\n.X.X.\nXX...\n...XX\n' },
      { tag: 'tricky', input: '2 3\n...\n...\n' },
    ],
    drawn: [...drawn, { tag: 'maximum', draw: stripes }],
  },
  E: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_OK },
      { tag: 'minimum', input: ONE_BAD },
      { tag: 'tricky', input: '3 2\nX.\n.X\nXX\n' },
      { tag: 'tricky', input: CHECKER },
    ],
    drawn: [...drawn, { tag: 'maximum', draw: big(0.97, 0.3) }],
  },
});
