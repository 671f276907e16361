import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const EMPTY = '0 0\n';

const SAFE = '1 1\n.\n';

const MINE = '1 1\n*\n';

const ROW = '1 6\n.*..*.\n';

const COL = '5 1\n*\n.\n.\n*\n.\n';

const RING = '3 3\n***\n*.*\n***\n';

const CALM = '3 4\n....\n....\n....\n';

const EDGES = '4 4\n.*..\n...*\n*...\n..*.\n';

/** An r by c service map where each service pages with probability p. */
const field =
  (r: (random: Random) => number, c: (random: Random) => number, p: (random: Random) => number) => (random: Random) => {
    const [rows, cols, density] = [r(random), c(random), p(random)];
    return (
      `${rows} ${cols}\n` +
      Array.from(
        { length: rows },
        () => Array.from({ length: cols }, () => (random.chance(density) ? '*' : '.')).join('') + '\n',
      ).join('')
    );
  };

/** A full-size map with only a handful of paging services. */
function calm(random: Random): string {
  const [r, c] = [random.int(97, 100), random.int(97, 100)];
  const paging = new Set(Array.from({ length: random.int(1, 4) }, () => random.int(0, r * c - 1)));
  return (
    `${r} ${c}\n` +
    Array.from(
      { length: r },
      (_, i) => Array.from({ length: c }, (_, j) => (paging.has(i * c + j) ? '*' : '.')).join('') + '\n',
    ).join('')
  );
}

const drawn = [
  {
    tag: 'typical',
    draw: field(
      (random) => random.int(6, 20),
      (random) => random.int(10, 30),
      (random) => random.pick([0.15, 0.25, 0.35]),
    ),
  },
  {
    tag: 'typical',
    draw: field(
      (random) => random.int(10, 40),
      (random) => random.int(10, 40),
      (random) => random.pick([0.1, 0.2, 0.4]),
    ),
  },
  {
    tag: 'typical',
    draw: (random: Random) =>
      random.chance(0.5)
        ? field(
            () => 1,
            (r) => r.int(50, 100),
            () => 0.25,
          )(random)
        : field(
            (r) => r.int(50, 100),
            () => 1,
            () => 0.25,
          )(random),
  },
  {
    tag: 'maximum',
    draw: field(
      () => 100,
      () => 100,
      () => 0.12,
    ),
  },
  {
    tag: 'maximum',
    draw: field(
      (random) => random.int(98, 100),
      (random) => random.int(98, 100),
      () => 0.55,
    ),
  },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: SAFE },
      { tag: 'minimum', input: MINE },
      { tag: 'tricky', input: RING },
      { tag: 'tricky', input: EDGES },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: SAFE },
      { tag: 'minimum', input: MINE },
      { tag: 'tricky', input: RING },
      { tag: 'tricky', input: EDGES },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: SAFE },
      { tag: 'minimum', input: MINE },
      { tag: 'tricky', input: RING },
      { tag: 'tricky', input: '3 3\n*..\n...\n...\n' },
    ],
    drawn: [...drawn, { tag: 'maximum', draw: calm }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: SAFE },
      { tag: 'minimum', input: MINE },
      { tag: 'tricky', input: ROW },
      { tag: 'tricky', input: COL },
      { tag: 'tricky', input: '2 2\n*.\n..\n' },
    ],
    drawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: SAFE },
      { tag: 'minimum', input: MINE },
      { tag: 'tricky', input: RING },
      { tag: 'tricky', input: CALM },
    ],
    drawn,
  },
});
