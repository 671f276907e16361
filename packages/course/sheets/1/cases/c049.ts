import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const dg = (r: number, c: number, f: (i: number, j: number) => number) =>
  `${r} ${c}\n` +
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');

const sp = (r: number, c: number, f: (i: number, j: number) => number) =>
  `${r} ${c}\n` +
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join(' ') + '\n').join('');

const craters = (i: number, j: number) => {
  const d = Math.abs((i % 20) - 10) + Math.abs((j % 25) - 12);
  return d === 8 ? 9 : d < 8 ? d % 4 : 3;
};

const LEAK = '3 3\n999\n919\n909\n';

const DIAG = '3 3\n090\n919\n090\n';

/** How a roof of r by c with heights 0..top is shaped. */
type Shape = (r: number, c: number, top: number) => (random: Random) => (i: number, j: number) => number;

/** Random bumps, each cell its own height. */
const noisy: Shape = (_r, _c, top) => (random) => () => random.int(0, top);

/** Concentric square terraces around a random centre, each ring of its own random height: pools nested in pools. */
const rings: Shape = (r, c, top) => (random) => {
  const [cy, cx] = [random.int(0, r - 1), random.int(0, c - 1)];
  const levels = Array.from({ length: Math.max(r, c) + 1 }, () => random.int(0, top));
  return (i: number, j: number) => levels[Math.max(Math.abs(i - cy), Math.abs(j - cx))];
};

/** Low basins between high walls along random rows and columns; now and then a wall has a low gap that lets its basin leak. */
const basins: Shape = (r, c, top) => (random) => {
  const walls = (n: number) => {
    const at = new Set<number>();
    for (let k = random.int(0, 4); k < n; k += random.int(3, 15)) at.add(k);
    return at;
  };
  const [rows, cols] = [walls(r), walls(c)];
  const gaps = new Set(Array.from({ length: random.int(0, 6) }, () => random.int(0, r * c - 1)));
  const high = Math.ceil((top * 7) / 9);
  return (i: number, j: number) =>
    (rows.has(i) || cols.has(j)) && !gaps.has(i * c + j)
      ? random.int(high, top)
      : random.int(0, Math.floor((top * 5) / 9));
};

/** A roof of r by c (from the ranges) in digits, its heights from `shape`. */
const roof = (r: [number, number], c: [number, number], shape: Shape) => (random: Random) => {
  const [rows, cols] = [random.int(...r), random.int(...c)];
  return dg(rows, cols, shape(rows, cols, 9)(random));
};

const drawn = [
  { tag: 'typical', draw: roof([4, 12], [4, 15], basins) },
  { tag: 'typical', draw: roof([10, 40], [10, 40], rings) },
  { tag: 'typical', draw: roof([10, 50], [10, 50], noisy) },
  { tag: 'maximum', draw: roof([100, 100], [100, 100], rings) },
  { tag: 'maximum', draw: roof([98, 100], [98, 100], noisy) },
  { tag: 'maximum', draw: roof([100, 100], [100, 100], basins) },
] as const;

const BILLION = 1_000_000_000;

/** A laser-surveyed roof of r by c with heights up to 10^9, from `shape` scaled up with a little jitter, walled by 10^9 when `rim`. */
const surveyed =
  (r: [number, number], c: [number, number], shape: Shape, rim = false) =>
  (random: Random) => {
    const [rows, cols] = [random.int(...r), random.int(...c)];
    const height = shape(rows, cols, 1000)(random);
    return sp(rows, cols, (i, j) =>
      rim && (i === 0 || j === 0 || i === rows - 1 || j === cols - 1)
        ? BILLION
        : Math.min(BILLION, height(i, j) * 999_000 + random.int(0, 999)),
    );
  };

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n5\n' },
      { tag: 'tricky', input: LEAK },
      { tag: 'tricky', input: DIAG },
      { tag: 'tricky', input: dg(100, 100, craters) },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n5\n' },
      { tag: 'tricky', input: LEAK },
      { tag: 'tricky', input: DIAG },
      { tag: 'tricky', input: dg(100, 100, craters) },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n5\n' },
      { tag: 'tricky', input: LEAK },
      { tag: 'tricky', input: DIAG },
      { tag: 'tricky', input: dg(100, 100, craters) },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n1000000000\n' },
      {
        tag: 'tricky',
        input: '3 3\n1000000000 1000000000 1000000000\n1000000000 0 1000000000\n1000000000 999999999 1000000000\n',
      },
      { tag: 'tricky', input: '3 3\n0 90 0\n90 10 90\n0 90 0\n' },
    ],
    drawn: [
      { tag: 'typical', draw: surveyed([3, 8], [3, 10], basins) },
      { tag: 'typical', draw: surveyed([10, 30], [10, 30], rings) },
      { tag: 'typical', draw: surveyed([10, 30], [10, 30], noisy) },
      { tag: 'maximum', draw: surveyed([40, 40], [40, 40], noisy, true) },
      { tag: 'maximum', draw: surveyed([40, 40], [40, 40], basins) },
      { tag: 'maximum', draw: surveyed([40, 40], [40, 40], rings, true) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n5\n' },
      { tag: 'tricky', input: '1 3\n909\n' },
      { tag: 'tricky', input: '4 1\n3\n0\n7\n1\n' },
      { tag: 'tricky', input: LEAK },
    ],
    drawn,
  },
});
