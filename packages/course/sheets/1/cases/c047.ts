import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const LONG = '3 10\n..........\n#########.\n..........\n';

const FULL = '2 2\n..\n..\n';

type Office = boolean[][];

const office = (r: number, c: number, mugs: (i: number, j: number) => boolean): Office =>
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => mugs(i, j)));

const text = (desks: Office, extra = '') =>
  `${desks.length} ${desks[0].length}${extra}\n` +
  desks.map((row) => row.map((m) => (m ? '#' : '.')).join('') + '\n').join('');

/** An office of r by c with mugs scattered at the given density. */
const scattered = (r: [number, number], c: [number, number], density: number[]) => (random: Random) => {
  const p = random.pick(density);
  return office(random.int(...r), random.int(...c), () => random.chance(p));
};

/** An office of r by c made of blocks of desks, each block all free or all mugs, with a few stray mugs. */
const blocky = (r: [number, number], c: [number, number]) => (random: Random) => {
  const [h, w, p] = [random.int(2, 10), random.int(2, 16), random.pick([0.3, 0.5])];
  const blocks = new Map<number, boolean>();
  const block = (i: number, j: number) => {
    const key = Math.floor(i / h) * 1000 + Math.floor(j / w);
    if (!blocks.has(key)) blocks.set(key, random.chance(p));
    return blocks.get(key)!;
  };
  return office(random.int(...r), random.int(...c), (i, j) => block(i, j) !== random.chance(0.02));
};

/** A full-size office entirely free but for a handful of mugs (at least two: one alone repeats across rounds). */
const almostFree = (random: Random) => {
  const mugs = new Set<number>();
  for (let count = random.int(2, 6); mugs.size < count;) mugs.add(random.int(0, 9999));
  return office(100, 100, (i, j) => mugs.has(i * 100 + j));
};

/** A full-size office full of mugs but for one to three large free rectangles. */
const islands = (random: Random) => {
  const desks = office(100, 100, () => !random.chance(0.03));
  for (let k = random.int(1, 3); k > 0; k--) {
    const [top, left] = [random.int(0, 70), random.int(0, 70)];
    const [bottom, right] = [random.int(top + 10, 99), random.int(left + 10, 99)];
    for (let i = top; i <= bottom; i++) for (let j = left; j <= right; j++) desks[i][j] = false;
  }
  return desks;
};

const full = scattered([100, 100], [100, 100], [0.01, 0.02, 0.04]);

const as = (make: (random: Random) => Office) => (random: Random) => text(make(random));

const typical = [
  { tag: 'typical', draw: as(scattered([8, 16], [8, 24], [0.15, 0.25, 0.3])) },
  { tag: 'typical', draw: as(scattered([15, 50], [15, 50], [0.03, 0.08, 0.15])) },
  { tag: 'typical', draw: as(blocky([20, 60], [20, 60])) },
] as const;

const maximum = [
  { tag: 'maximum', draw: as(full) },
  { tag: 'maximum', draw: as(almostFree) },
  { tag: 'maximum', draw: as(islands) },
] as const;

/** E: an office and K. */
const withK = (make: (random: Random) => Office, k: (random: Random) => number) => (random: Random) => {
  const desks = make(random);
  return text(desks, ` ${k(random)}`);
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: LONG },
      { tag: 'tricky', input: '1 100\n' + '.'.repeat(100) + '\n' },
    ],
    drawn: [...typical, ...maximum],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: LONG },
      { tag: 'tricky', input: FULL },
    ],
    drawn: [...typical, ...maximum],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: LONG },
      { tag: 'tricky', input: '4 4\n.#..\n....\n....\n..#.\n' },
    ],
    drawn: [...typical, ...maximum],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: '2 2\n.#\n#.\n' },
      { tag: 'tricky', input: '3 4\n##..\n##..\n...#\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'typical', draw: as(scattered([20, 60], [20, 60], [0.45, 0.5])) },
      { tag: 'maximum', draw: as(full) },
      { tag: 'maximum', draw: as((random) => islands(random).map((row) => row.map((m) => !m))) },
      { tag: 'maximum', draw: as(blocky([100, 100], [100, 100])) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0 1\n' },
      { tag: 'minimum', input: '1 1 1\n.\n' },
      { tag: 'minimum', input: '1 1 1\n#\n' },
      { tag: 'tricky', input: '3 10 4\n..........\n#########.\n..........\n' },
      { tag: 'tricky', input: '2 2 3\n..\n..\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withK(scattered([8, 16], [8, 24], [0.15, 0.25]), (random) => random.int(1, 3)) },
      { tag: 'typical', draw: withK(scattered([15, 50], [15, 50], [0.03, 0.08]), (random) => random.int(2, 8)) },
      { tag: 'typical', draw: withK(blocky([20, 60], [20, 60]), (random) => random.int(2, 5)) },
      { tag: 'maximum', draw: withK(almostFree, (random) => random.int(30, 100)) },
      { tag: 'maximum', draw: withK(full, (random) => random.int(1, 6)) },
      { tag: 'maximum', draw: withK(islands, (random) => random.int(5, 40)) },
    ],
  },
});
