import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** The tidy rack of `rows` x `cols`: 1, 2, … in reading order, the empty slot last. */
const tidy = (rows: number, cols: number): number[] => [...Array.from({ length: rows * cols - 1 }, (_, i) => i + 1), 0];

/** Whether slides can tidy `cells`: the parity of the permutation matches that of the empty slot's distance from home. */
function solvable(cells: number[], cols: number): boolean {
  const n = cells.length,
    order = cells.map((v) => (v === 0 ? n : v));
  let inversions = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (order[i] > order[j]) inversions++;
  const z = cells.indexOf(0),
    walk = Math.abs(Math.floor(z / cols) - Math.floor((n - 1) / cols)) + Math.abs((z % cols) - ((n - 1) % cols));
  return inversions % 2 === walk % 2;
}

/** A random rack that slides can tidy (or, with `canTidy` false, cannot): swapping two servers flips it. */
function rack(random: Random, rows: number, cols: number, canTidy: boolean, emptyFirst = false): number[] {
  const cells = random.shuffle(tidy(rows, cols));
  const z = cells.indexOf(0);
  if (emptyFirst) [cells[0], cells[z]] = [0, cells[0]];
  if (solvable(cells, cols) !== canTidy) {
    const [a, b] = random.sample(
      [...cells.keys()].filter((k) => cells[k] !== 0),
      2,
    );
    [cells[a], cells[b]] = [cells[b], cells[a]];
  }
  return cells;
}

/** A rack after `moves` random slides from tidy (never undoing the previous one). */
function scrambled(random: Random, rows: number, cols: number, moves: number): number[] {
  const cells = tidy(rows, cols);
  let z = cells.length - 1,
    previous = -1;
  for (let m = 0; m < moves; m++) {
    const i = Math.floor(z / cols),
      j = z % cols;
    const options = [
      [i - 1, j],
      [i + 1, j],
      [i, j - 1],
      [i, j + 1],
    ]
      .filter(([a, b]) => a >= 0 && a < rows && b >= 0 && b < cols)
      .map(([a, b]) => a * cols + b)
      .filter((k) => k !== previous);
    const k = random.pick(options);
    [cells[z], cells[k]] = [cells[k], 0];
    previous = z;
    z = k;
  }
  return cells;
}

const show = (cells: number[], cols: number): string =>
  Array.from({ length: cells.length / cols }, (_, i) => cells.slice(i * cols, (i + 1) * cols).join(' ') + '\n').join(
    '',
  );

/** A random rack, tidiable with probability `odds`. */
const anyRack = (rows: number, cols: number, odds: number) => (random: Random) =>
  show(rack(random, rows, cols, random.chance(odds)), cols);

/** A rack that cannot be tidied: every arrangement it reaches is searched. */
const hopeless = (rows: number, cols: number) => (random: Random) => show(rack(random, rows, cols, false), cols);

/** A tidiable rack whose empty slot is in the far corner. */
const farEmpty = (rows: number, cols: number) => (random: Random) => show(rack(random, rows, cols, true, true), cols);

/** The drawn cases of the 2 x `cols` rack. */
const twoRows = (cols: number) =>
  [
    { tag: 'typical', draw: anyRack(2, cols, 0.85), few: true },
    { tag: 'typical', draw: anyRack(2, cols, 0.85), few: true },
    { tag: 'typical', draw: anyRack(2, cols, 0.85), few: true },
    { tag: 'maximum', draw: farEmpty(2, cols), few: true },
    { tag: 'maximum', draw: hopeless(2, cols), few: true },
  ] as const;

/** A 3 x 3 rack some random slides from tidy, with a window that sometimes is too short. */
function windowed(random: Random): string {
  const moves = random.int(6, 30);
  return show(scrambled(random, 3, 3, moves), 3) + `${random.int(Math.min(20, Math.floor(moves / 2)), 20)}\n`;
}

/** Any 3 x 3 rack, mostly tidiable, and any window. */
const anyClassic = (random: Random): string =>
  show(rack(random, 3, 3, random.chance(0.8)), 3) + `${random.int(0, 20)}\n`;

/** A 3 x 3 rack with the longest window: the search runs all 20 levels unless the rack is close. */
const fullWindow = (canTidy: boolean) => (random: Random) => show(rack(random, 3, 3, canTidy), 3) + '20\n';

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '1 2 3\n4 5 0\n' },
      { tag: 'minimum', input: '1 2 3\n4 0 5\n' },
      { tag: 'tricky', input: '1 2 3\n5 4 0\n' },
      { tag: 'tricky', input: '2 1 3\n4 5 0\n' },
    ],
    drawn: twoRows(3),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '1 2 3 4\n5 6 7 0\n' },
      { tag: 'minimum', input: '1 2 3 0\n5 6 7 4\n' },
      { tag: 'tricky', input: '1 2 3 4\n5 7 6 0\n' },
      { tag: 'tricky', input: '2 1 3 4\n5 6 7 0\n' },
    ],
    drawn: twoRows(4),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 2 3\n4 5 0\n' },
      { tag: 'minimum', input: '1 2 0\n4 5 3\n' },
      { tag: 'tricky', input: '1 2 3\n5 4 0\n' },
      { tag: 'tricky', input: '1 0 3\n4 2 5\n' },
    ],
    drawn: twoRows(3),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '1 2 3 4\n5 6 7 0\n' },
      { tag: 'minimum', input: '1 2 3 0\n5 6 7 4\n' },
      { tag: 'tricky', input: '1 2 3 4\n5 7 6 0\n' },
      { tag: 'tricky', input: '1 2 3 4\n0 5 6 7\n' },
    ],
    drawn: twoRows(4),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '1 2 3\n4 5 6\n7 8 0\n0\n' },
      { tag: 'minimum', input: '1 2 3\n4 5 6\n7 0 8\n1\n' },
      { tag: 'tricky', input: '1 2 3\n4 5 6\n0 7 8\n1\n' },
      { tag: 'tricky', input: '1 2 3\n4 5 6\n8 7 0\n20\n' },
      { tag: 'tricky', input: '5 1 3\n2 0 6\n4 7 8\n7\n' },
    ],
    // 9! racks times 21 windows make 7,620,480 inputs, and 181,440 racks of each kind with the longest window.
    drawn: [
      { tag: 'typical', draw: windowed, few: true },
      { tag: 'typical', draw: windowed, few: true },
      { tag: 'typical', draw: anyClassic, few: true },
      { tag: 'maximum', draw: fullWindow(true), few: true },
      { tag: 'maximum', draw: fullWindow(false), few: true },
    ],
  },
});
