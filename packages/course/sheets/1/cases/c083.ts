import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const square = (n: number, f: (i: number, j: number) => number): number[][] =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => f(i, j)));

const grid = (rows: number[][]): string => rows.length + '\n' + rows.map((r) => r.join(' ') + '\n').join('');

const patch = (g: number[][], r: number, c: number, v: number): number[][] =>
  g.map((row, i) => row.map((x, j) => (i === r && j === c ? v : x)));

const sudoku = (k: number): number[][] =>
  square(k * k, (i, j) => (((i % k) * k + Math.floor(i / k) + j) % (k * k)) + 1);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A random n x n Latin square: the cyclic one with its rows, columns and symbols shuffled. */
function latin(random: Random, n: number): number[][] {
  const rows = random.shuffle(range(n));
  const cols = random.shuffle(range(n));
  const symbols = random.shuffle(range(n)).map((s) => s + 1);
  return square(n, (i, j) => symbols[(rows[i] + cols[j]) % n]);
}

/** A random valid k*k sudoku: bands, rows in a band, stacks, columns in a stack and symbols shuffled, maybe transposed. */
function randomSudoku(random: Random, k: number): number[][] {
  const base = sudoku(k);
  const order = () => random.shuffle(range(k)).flatMap((band) => random.shuffle(range(k)).map((r) => band * k + r));
  const rows = order();
  const cols = order();
  const symbols = random.shuffle(range(k * k)).map((s) => s + 1);
  const transposed = random.chance(0.5);
  return square(k * k, (i, j) => symbols[transposed ? base[cols[j]][rows[i]] - 1 : base[rows[i]][cols[j]] - 1]);
}

/** Two cells of one row swapped: the row stays a permutation, two columns break. */
function swapInRow(random: Random, g: number[][]): number[][] {
  const r = random.int(0, g.length - 1);
  const [a, b] = random.sample(range(g.length), 2);
  return g.map((row, i) => (i === r ? row.map((x, j) => (j === a ? row[b] : j === b ? row[a] : x)) : row));
}

/** One cell changed to a different engineer number in 1..n. */
function retype(random: Random, g: number[][]): number[][] {
  const r = random.int(0, g.length - 1);
  const c = random.int(0, g.length - 1);
  const v = random.pick(
    range(g.length)
      .map((s) => s + 1)
      .filter((s) => s !== g[r][c]),
  );
  return patch(g, r, c, v);
}

/** One cell set to a number outside 1..n (0, or n + 1 to 99). */
function outOfRange(random: Random, g: number[][]): number[][] {
  const v = random.chance(0.3) ? 0 : random.int(g.length + 1, 99);
  return patch(g, random.int(0, g.length - 1), random.int(0, g.length - 1), v);
}

/** `edits` random defects of the kinds above. */
function damaged(random: Random, g: number[][], edits: number): number[][] {
  for (let k = 0; k < edits; k++) g = random.pick([swapInRow, retype, outOfRange])(random, g);
  return g;
}

/** An n x n rota: a Latin square, half the time with one defect, for n from `least` to `most`. */
const rota = (least: number, most: number) => (random: Random) => {
  const g = latin(random, random.int(least, most));
  return grid(random.chance(0.5) ? g : damaged(random, g, 1));
};

/** A 50 x 50 Latin square with `edits(random)` defects. */
const bigRota = (edits: (random: Random) => number) => (random: Random) =>
  grid(damaged(random, latin(random, 50), edits(random)));

/** Every row a random permutation of 1..n, independently: the columns all but surely broken. */
const rowsOnly = (n: number) => (random: Random) =>
  grid(Array.from({ length: n }, () => random.shuffle(range(n)).map((s) => s + 1)));

/** An n x n rota with from 0 to `most` defects. */
const brokenRota = (least: number, most: number, defects: number) => (random: Random) =>
  grid(damaged(random, latin(random, random.int(least, most)), random.int(0, defects)));

/** A sudoku rota of k*k: valid, or with one defect, or a Latin square that ignores the boxes. */
const sudokuRota = (ks: number[]) => (random: Random) => {
  const k = random.pick(ks);
  const roll = random.int(0, 9);
  if (roll < 5) return grid(randomSudoku(random, k));
  if (roll < 8) return grid(damaged(random, randomSudoku(random, k), 1));
  return grid(latin(random, k * k));
};

/**
 * A partly filled rota: a Latin square with each cell blank with probability `blank`; half the time one
 * filled cell then repeats a number of its row or column.
 */
function partial(random: Random, n: number, blank: number): string {
  const g = latin(random, n).map((row) => row.map((x) => (random.chance(blank) ? 0 : x)));
  if (n >= 2 && random.chance(0.5)) {
    const r = random.int(0, n - 1);
    const c = random.int(0, n - 1);
    const others = random.chance(0.5)
      ? g[r].filter((_, j) => j !== c)
      : g.filter((_, i) => i !== r).map((row) => row[c]);
    const filled = others.filter((x) => x !== 0);
    if (filled.length) g[r][c] = random.pick(filled);
  }
  return grid(g);
}

const partialRota = (least: number, most: number) => (random: Random) =>
  partial(random, random.int(least, most), random.int(10, 70) / 100);

/** A Latin square with, most of the time, one cell changed to another number. */
const edited = (least: number, most: number, changed: number) => (random: Random) => {
  const g = latin(random, random.int(least, most));
  return grid(random.chance(changed) ? retype(random, g) : g);
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'minimum', input: '1\n2\n' },
      { tag: 'tricky', input: '3\n1 2 3\n2 3 1\n1 2 3\n' },
      { tag: 'tricky', input: '3\n2 3 4\n3 4 2\n4 2 3\n' },
      { tag: 'tricky', input: '4\n1 2 3 4\n3 4 1 2\n1 2 3 4\n3 4 1 2\n' },
    ],
    drawn: [
      { tag: 'typical', draw: rota(8, 14) },
      { tag: 'typical', draw: rota(8, 14) },
      { tag: 'typical', draw: rota(15, 30) },
      { tag: 'maximum', draw: bigRota(() => 0) },
      { tag: 'maximum', draw: bigRota((random) => (random.chance(0.5) ? 0 : 1)) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'minimum', input: '1\n7\n' },
      { tag: 'tricky', input: '3\n2 3 4\n3 4 2\n4 2 3\n' },
      { tag: 'tricky', input: '4\n1 2 3 4\n3 4 1 2\n1 2 3 4\n3 4 1 2\n' },
    ],
    drawn: [
      { tag: 'typical', draw: brokenRota(8, 14, 4) },
      { tag: 'typical', draw: brokenRota(8, 14, 4) },
      { tag: 'typical', draw: brokenRota(15, 30, 8) },
      { tag: 'maximum', draw: bigRota((random) => random.int(0, 12)) },
      { tag: 'maximum', draw: rowsOnly(50) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'tricky', input: '4\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n' },
      { tag: 'tricky', input: grid(patch(sudoku(3), 4, 4, 1)) },
      { tag: 'tricky', input: grid(square(9, (i, j) => ((3 * i + j) % 9) + 1)) },
    ],
    drawn: [
      { tag: 'typical', draw: sudokuRota([3]) },
      { tag: 'typical', draw: sudokuRota([3, 4]) },
      { tag: 'typical', draw: sudokuRota([4, 5]) },
      { tag: 'maximum', draw: (random: Random) => grid(randomSudoku(random, 6)) },
      { tag: 'maximum', draw: sudokuRota([6]) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n0\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'tricky', input: '3\n0 0 0\n0 0 0\n0 0 0\n' },
      { tag: 'tricky', input: '3\n1 0 0\n0 2 0\n1 0 3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: partialRota(8, 14) },
      { tag: 'typical', draw: partialRota(8, 14) },
      { tag: 'typical', draw: partialRota(15, 30) },
      { tag: 'maximum', draw: (random: Random) => partial(random, 50, random.int(5, 30) / 100) },
      { tag: 'maximum', draw: (random: Random) => partial(random, 50, random.int(60, 95) / 100) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n1\n' },
      { tag: 'minimum', input: '2\n1 2\n1 1\n' },
      { tag: 'tricky', input: '3\n2 2 3\n2 3 1\n3 1 2\n' },
      {
        tag: 'tricky',
        input: grid(
          patch(
            square(10, (i, j) => ((i + j) % 10) + 1),
            9,
            9,
            1,
          ),
        ),
      },
    ],
    drawn: [
      { tag: 'typical', draw: edited(8, 14, 0.85) },
      { tag: 'typical', draw: edited(8, 14, 0.85) },
      { tag: 'typical', draw: edited(15, 30, 0.85) },
      { tag: 'maximum', draw: edited(50, 50, 1) },
      { tag: 'maximum', draw: edited(50, 50, 0) },
    ],
  },
});
