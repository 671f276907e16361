import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const EMPTY = '0 0\n';

const ONE_DOWN = '1 1\n#\n';

const ONE_UP = '1 1\n.\n';

const DIAG = '6 6\n#.....\n.#....\n..#...\n...#..\n....#.\n.....#\n';

const CUP = '4 5\n#...#\n#.#.#\n#...#\n#####\n';

const ROOMS = map(
  Array.from({ length: 100 }, (_, i) =>
    Array.from({ length: 100 }, (_, j) => (i % 3 === 0 || j % 3 === 0) && !(i % 9 === 0 && j % 3 === 1)),
  ),
);

function map(cells: boolean[][]): string {
  return (
    `${cells.length} ${cells[0]?.length ?? 0}\n` +
    cells.map((row) => row.map((down) => (down ? '#' : '.')).join('') + '\n').join('')
  );
}

const blank = (r: number, c: number) => Array.from({ length: r }, () => Array<boolean>(c).fill(false));

/** A farm of r by c where each server is down with probability p. */
const scattered = (r: [number, number], c: [number, number], p: number[]) => (random: Random) => {
  const [rows, cols, density] = [random.int(...r), random.int(...c), random.pick(p)];
  return map(Array.from({ length: rows }, () => Array.from({ length: cols }, () => random.chance(density))));
};

/** Outages as blobs: rectangles and rough discs of down servers, with a little noise. */
const blobs = (r: [number, number], c: [number, number]) => (random: Random) => {
  const [rows, cols] = [random.int(...r), random.int(...c)];
  const cells = Array.from({ length: rows }, () => Array.from({ length: cols }, () => random.chance(0.03)));
  for (let k = random.int(2, Math.max(3, (rows * cols) >> 6)); k > 0; k--) {
    const [y, x, h, w] = [random.int(0, rows - 1), random.int(0, cols - 1), random.int(1, 8), random.int(1, 8)];
    const round = random.chance(0.5);
    for (let i = y; i < Math.min(rows, y + h); i++)
      for (let j = x; j < Math.min(cols, x + w); j++) {
        const [dy, dx] = [(i - y) / h - 0.5, (j - x) / w - 0.5];
        if (!round || dy * dy + dx * dx <= 0.3) cells[i][j] = !random.chance(0.05);
      }
  }
  return map(cells);
};

/** A checkerboard of 100 by 100, as many separate outages as can be, with a few servers flipped. */
function checker(random: Random): string {
  const flips = new Set(Array.from({ length: random.int(5, 150) }, () => random.int(0, 9999)));
  return map(
    Array.from({ length: 100 }, (_, i) =>
      Array.from({ length: 100 }, (_, j) => ((i + j) % 2 === 0) !== flips.has(i * 100 + j)),
    ),
  );
}

/** A random maze of down servers filling 99 by 99 or 100 by 100: one outage winding through the whole farm. */
function maze(random: Random): string {
  const size = random.pick([99, 100]);
  const cells = blank(size, size);
  const n = 50;
  const seen = new Set([0]);
  const stack = [0];
  cells[0][0] = true;
  while (stack.length) {
    const at = stack[stack.length - 1];
    const [y, x] = [Math.floor(at / n), at % n];
    const next = [
      [y - 1, x],
      [y + 1, x],
      [y, x - 1],
      [y, x + 1],
    ].filter(([a, b]) => a >= 0 && a < n && b >= 0 && b < n && !seen.has(a * n + b));
    if (!next.length) {
      stack.pop();
      continue;
    }
    const [a, b] = random.pick(next);
    seen.add(a * n + b);
    stack.push(a * n + b);
    cells[2 * a][2 * b] = true;
    cells[y + a][x + b] = true;
  }
  if (random.chance(0.5))
    for (let k = random.int(1, 20); k > 0; k--) cells[random.int(0, size - 1)][random.int(0, size - 1)] = true;
  return map(cells);
}

/** A full-size farm cut into rooms by walls of down servers, some walls with doors, so that many groups of up servers are walled in. */
function rooms(random: Random): string {
  const [r, c] = [random.int(97, 100), random.int(97, 100)];
  const cells = blank(r, c);
  const lines = (length: number) => {
    const at: number[] = [];
    for (let k = random.int(0, 2); k < length; k += random.int(2, 7)) at.push(k);
    return at;
  };
  for (const i of lines(r)) for (let j = 0; j < c; j++) cells[i][j] = true;
  for (const j of lines(c)) for (let i = 0; i < r; i++) cells[i][j] = true;
  for (let k = random.int(20, 200); k > 0; k--) cells[random.int(0, r - 1)][random.int(0, c - 1)] = random.chance(0.2);
  return map(cells);
}

const typical = [
  { tag: 'typical', draw: scattered([5, 20], [10, 30], [0.3, 0.45, 0.55]) },
  { tag: 'typical', draw: blobs([10, 40], [10, 60]) },
  { tag: 'typical', draw: scattered([30, 70], [30, 70], [0.2, 0.4, 0.6]) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_DOWN },
      { tag: 'minimum', input: ONE_UP },
      { tag: 'tricky', input: DIAG },
      { tag: 'tricky', input: ROOMS },
    ],
    drawn: [...typical, { tag: 'maximum', draw: checker }, { tag: 'maximum', draw: maze }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_DOWN },
      { tag: 'minimum', input: ONE_UP },
      { tag: 'tricky', input: DIAG },
      { tag: 'tricky', input: '3 3\n#.#\n...\n#.#\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: checker }, { tag: 'maximum', draw: maze }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_DOWN },
      { tag: 'minimum', input: ONE_UP },
      { tag: 'tricky', input: DIAG },
      { tag: 'tricky', input: ROOMS },
    ],
    drawn: [...typical, { tag: 'maximum', draw: checker }, { tag: 'maximum', draw: maze }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_DOWN },
      { tag: 'minimum', input: ONE_UP },
      { tag: 'tricky', input: CUP },
      { tag: 'tricky', input: '3 3\n###\n#.#\n###\n' },
      { tag: 'tricky', input: '5 5\n#####\n#.#.#\n##.##\n#.#.#\n#####\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: rooms }, { tag: 'maximum', draw: maze }],
  },
  E: {
    fixed: [
      { tag: 'empty', input: EMPTY },
      { tag: 'minimum', input: ONE_DOWN },
      { tag: 'minimum', input: ONE_UP },
      { tag: 'tricky', input: DIAG },
      { tag: 'tricky', input: '3 12\n#.##########\n#.#.........\n#.#.##.#.###\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: checker }, { tag: 'maximum', draw: maze }],
  },
});
