import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** The LEDs a button at (r, c) toggles on an n x m board. */
type Press = (n: number, m: number, r: number, c: number) => [number, number][];

/** The LED itself and its orthogonal neighbours, no wrap-around. */
const cross: Press = (n, m, r, c) =>
  [
    [r, c],
    [r - 1, c],
    [r + 1, c],
    [r, c - 1],
    [r, c + 1],
  ].filter(([y, x]) => y >= 0 && y < n && x >= 0 && x < m) as [number, number][];

/** Only the orthogonal neighbours. */
const neighbours: Press = (n, m, r, c) => cross(n, m, r, c).slice(1);

/** The LED, above and below, and left and right wrapping around the row, each once. */
const pillar: Press = (n, m, r, c) => {
  const cells = [
    [r, c],
    [r - 1, c],
    [r + 1, c],
    [r, (c + m - 1) % m],
    [r, (c + 1) % m],
  ].filter(([y]) => y >= 0 && y < n);
  const seen = new Set(cells.map(([y, x]) => `${y},${x}`));
  return [...seen].map((key) => key.split(',').map(Number) as [number, number]);
};

const show = (grid: boolean[][]) =>
  `${grid.length} ${grid[0].length}\n` +
  grid.map((row) => row.map((lit) => (lit ? '#' : '.')).join('') + '\n').join('');

/** An n x m board, each LED lit with probability `lit`. */
function scatter(random: Random, n: number, m: number, lit: number): boolean[][] {
  return Array.from({ length: n }, () => Array.from({ length: m }, () => random.chance(lit)));
}

/** An n x m board that some plan of the given presses darkens: what random presses on a dark board light. */
function pressed(random: Random, n: number, m: number, press: Press): boolean[][] {
  const grid = scatter(random, n, m, 0);
  const density = random.int(15, 60) / 100;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < m; c++)
      if (random.chance(density)) for (const [y, x] of press(n, m, r, c)) grid[y][x] = !grid[y][x];
  return grid;
}

/** A board of 4 to 10 rows and columns and at least 40 LEDs, mostly one a plan can darken, sometimes any pattern. */
const typical = (press: Press) => (random: Random) => {
  const n = random.int(4, 10);
  const m = random.int(Math.ceil(40 / n), 10);
  return show(random.chance(0.7) ? pressed(random, n, m, press) : scatter(random, n, m, random.int(30, 70) / 100));
};

/** A 10 x 10 board lit nearly everywhere: a few dark LEDs at most. */
const nearlyLit = (random: Random) => {
  const grid = scatter(random, 10, 10, 1);
  for (let k = random.int(5, 12); k > 0; k--) grid[random.int(0, 9)][random.int(0, 9)] = false;
  return show(grid);
};

/** A 10 x 10 board of any pattern. */
const anyFull = (random: Random) => show(scatter(random, 10, 10, 0.5));

/** A 10 x 10 board that random presses lit. */
const pressedFull = (press: Press) => (random: Random) => show(pressed(random, 10, 10, press));

const drawn = (press: Press) => [
  { tag: 'typical' as const, draw: typical(press) },
  { tag: 'typical' as const, draw: typical(press) },
  { tag: 'typical' as const, draw: typical(press) },
  { tag: 'maximum' as const, draw: nearlyLit },
  { tag: 'maximum' as const, draw: anyFull },
  { tag: 'maximum' as const, draw: pressedFull(press) },
];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: '2 2\n#.\n..\n' },
      { tag: 'tricky', input: '5 5\n#####\n#####\n#####\n#####\n#####\n' },
      { tag: 'tricky', input: '1 7\n#..#..#\n' },
    ],
    drawn: drawn(cross),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: '2 2\n#.\n..\n' },
      { tag: 'tricky', input: '5 5\n#####\n#####\n#####\n#####\n#####\n' },
      { tag: 'tricky', input: '1 7\n#..#..#\n' },
    ],
    drawn: drawn(neighbours),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: '2 2\n#.\n..\n' },
      { tag: 'tricky', input: '5 5\n#####\n#####\n#####\n#####\n#####\n' },
      { tag: 'tricky', input: '1 7\n#..#..#\n' },
      {
        tag: 'tricky',
        input:
          '9 9\n...##.#..\n...####..\n..##.#..#\n#.##.#...\n.##..##..\n#.....###\n###......\n.#..##.##\n...#.#...\n',
      },
    ],
    drawn: drawn(cross),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: '2 2\n#.\n..\n' },
      { tag: 'tricky', input: '5 5\n#####\n#####\n#####\n#####\n#####\n' },
      { tag: 'tricky', input: '1 7\n#..#..#\n' },
    ],
    drawn: drawn(cross),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: '3 2\n#.\n..\n.#\n' },
      { tag: 'tricky', input: '5 5\n#####\n#####\n#####\n#####\n#####\n' },
      { tag: 'tricky', input: '1 7\n#..#..#\n' },
    ],
    drawn: drawn(pillar),
  },
});
