import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const board = (head: string, n: number, f: (i: number, j: number) => string): string =>
  head +
  '\n' +
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => f(i, j)).join('') + '\n').join('');

const open = (n: number): string => board(String(n), n, () => '.');

/** An n x n floor with exactly `broken` broken desks at random places ('.' elsewhere). */
function floor(random: Random, n: number, broken: number): string[][] {
  const cells = Array.from({ length: n }, () => Array<string>(n).fill('.'));
  for (const k of random.sample([...Array(n * n).keys()], broken)) cells[Math.floor(k / n)][k % n] = '#';
  return cells;
}

const show = (head: string, cells: string[][]): string => board(head, cells.length, (i, j) => cells[i][j]);

/**
 * A floor of size nMin..nMax where about `rate` of the desks are broken (three quarters to one and a half
 * times that many: with fewer, there are too few floors for rounds to draw apart).
 */
const brokenFloor = (nMin: number, nMax: number, rate: number) => (random: Random) => {
  const n = random.int(nMin, nMax);
  return show(String(n), floor(random, n, random.int(Math.round(rate * n * n * 0.75), Math.round(rate * n * n * 1.5))));
};

/**
 * An n x n floor with a handful of broken desks: nearly every seating is open. At least 5 of them (75 million
 * 10 x 10 floors), so that rounds draw apart.
 */
const nearlyOpen = (n: number) => (random: Random) => show(String(n), floor(random, n, random.int(5, 10)));

/** One broken desk in every row, at a random column. */
const onePerRow = (n: number) => (random: Random) => {
  const cells = floor(random, n, 0);
  for (const row of cells) row[random.int(0, n - 1)] = '#';
  return show(String(n), cells);
};

/** A broken block in the top-left corner plus a few broken desks: the leftmost seatings all fail late. */
function cornerBlock(random: Random): string {
  const cells = floor(random, 10, random.int(5, 10)),
    rows = random.int(3, 6),
    cols = random.int(2, 4);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) cells[i][j] = '#';
  return show('10', cells);
}

/** Up to `count` engineers already seated where none sees another, on a floor with a few broken desks. */
function seated(random: Random, n: number, count: number, broken: number): string {
  const cells = floor(random, n, broken),
    placed: [number, number][] = [];
  for (let tries = 0; placed.length < count && tries < 50; tries++) {
    const i = random.int(0, n - 1),
      j = random.int(0, n - 1);
    if (placed.every(([r, c]) => r !== i && c !== j && Math.abs(r - i) !== Math.abs(c - j))) {
      placed.push([i, j]);
      cells[i][j] = 'Q';
    }
  }
  return show(String(n), cells);
}

/** A floor of size nMin..nMax with one or two engineers already seated and n - 1 to 2n broken desks. */
const preseated = (nMin: number, nMax: number) => (random: Random) => {
  const n = random.int(nMin, nMax);
  return seated(random, n, random.int(1, 2), random.int(n - 1, 2 * n));
};

/** A floor of size nMin..nMax, n + 2 to 2n + 2 broken desks (fewer leave too few 5 x 5 floors), and k from 1 to n. */
const someOnCall = (nMin: number, nMax: number) => (random: Random) => {
  const n = random.int(nMin, nMax);
  return show(`${n} ${random.int(1, n)}`, floor(random, n, random.int(n + 2, 2 * n + 2)));
};

/** The full 8 x 8 floor with a few broken desks (5 to 10) and k from `kMin` to `kMax`. */
const fullOnCall = (kMin: number, kMax: number) => (random: Random) =>
  show(`8 ${random.int(kMin, kMax)}`, floor(random, 8, random.int(5, 10)));

// From 7 x 7 up: a 6 x 6 floor has only 4 seatings, and the few broken desks that spare one make too few floors.
const queens = [
  { tag: 'typical', draw: brokenFloor(7, 8, 0.15) },
  { tag: 'typical', draw: brokenFloor(7, 9, 0.15) },
  { tag: 'typical', draw: brokenFloor(8, 9, 0.12) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n.\n' },
      { tag: 'minimum', input: '1\n#\n' },
      { tag: 'tricky', input: open(3) },
      { tag: 'tricky', input: '6\n......\n......\n######\n......\n......\n......\n' },
    ],
    drawn: [...queens, { tag: 'maximum', draw: nearlyOpen(10) }, { tag: 'maximum', draw: onePerRow(10) }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n.\n' },
      { tag: 'minimum', input: '1\n#\n' },
      { tag: 'tricky', input: board('5', 5, (_, j) => (j === 2 ? '#' : '.')) },
      { tag: 'tricky', input: board('8', 8, (i, j) => (j === i || j === (i + 1) % 8 ? '.' : '#')) },
    ],
    drawn: [
      { tag: 'typical', draw: brokenFloor(6, 7, 0.3) },
      { tag: 'typical', draw: brokenFloor(7, 9, 0.3) },
      { tag: 'typical', draw: brokenFloor(9, 11, 0.2) },
      { tag: 'maximum', draw: nearlyOpen(12) },
      { tag: 'maximum', draw: onePerRow(12) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n.\n' },
      { tag: 'minimum', input: '1\n#\n' },
      { tag: 'tricky', input: open(2) },
      { tag: 'tricky', input: '4\n.#..\n....\n....\n....\n' },
      { tag: 'tricky', input: board('6', 6, (i, j) => (i === 5 && j > 0 ? '#' : '.')) },
    ],
    drawn: [...queens, { tag: 'maximum', draw: nearlyOpen(10) }, { tag: 'maximum', draw: cornerBlock }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\nQ\n' },
      { tag: 'minimum', input: '1\n.\n' },
      { tag: 'tricky', input: '4\nQQ..\n....\n....\n....\n' },
      { tag: 'tricky', input: '5\nQ....\n.....\n.....\n...Q.\n.....\n' },
      { tag: 'tricky', input: board('6', 6, (i, j) => (i === 2 && j === 2 ? 'Q' : '.')) },
    ],
    drawn: [
      { tag: 'typical', draw: preseated(6, 7) },
      { tag: 'typical', draw: preseated(7, 9) },
      { tag: 'typical', draw: preseated(8, 10) },
      { tag: 'maximum', draw: nearlyOpen(10) },
      { tag: 'maximum', draw: (random: Random) => seated(random, 10, 2, random.int(2, 6)) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n.\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: '3 0\n###\n###\n###\n' },
      { tag: 'tricky', input: board('5 4', 5, (i, j) => (i === j ? '.' : '#')) },
    ],
    drawn: [
      { tag: 'typical', draw: someOnCall(5, 6) },
      { tag: 'typical', draw: someOnCall(6, 7) },
      { tag: 'typical', draw: someOnCall(6, 8) },
      { tag: 'maximum', draw: fullOnCall(4, 6) },
      { tag: 'maximum', draw: fullOnCall(7, 8) },
    ],
  },
});
