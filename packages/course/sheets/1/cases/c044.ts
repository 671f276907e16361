import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const GLIDER = '.#....\n..#...\n###...\n......\n......\n......\n';

const BLINKER = '.....\n..#..\n..#..\n..#..\n.....\n';

const CORNER = '2 2\n##\n#.\n';

/** Small shapes of the Game of Life (and of HighLife): still lifes, oscillators, spaceships and long-lived ones. */
const SHAPES = [
  ['.#.', '..#', '###'],
  ['###'],
  ['##', '##'],
  ['.##', '##.', '.#.'],
  ['..###', '.#..#', '#...#', '#..#.', '###..'],
  ['.##.', '#..#', '.##.'],
  ['.###', '###.'],
  ['#..#.', '....#', '#...#', '.####'],
  ['##.', '#.#', '.#.'],
];

/** A shape turned and mirrored at random. */
function orient(random: Random, shape: string[]): string[] {
  let rows = shape;
  for (let t = random.int(0, 3); t > 0; t--)
    rows = [...rows[0]].map((_, j) =>
      rows
        .map((row) => row[j])
        .reverse()
        .join(''),
    );
  return random.chance(0.5) ? rows.map((row) => [...row].reverse().join('')) : rows;
}

/** An r by c mesh: random fires of the given density, and `shapes` known shapes dropped at random places. */
function mesh(random: Random, r: number, c: number, density: number, shapes: number): string[] {
  const cells = Array.from({ length: r }, () =>
    Array.from({ length: c }, (): string => (random.chance(density) ? '#' : '.')),
  );
  for (let k = 0; k < shapes; k++) {
    const shape = orient(random, random.pick(SHAPES));
    if (shape.length > r || shape[0].length > c) continue;
    const [top, left] = [random.int(0, r - shape.length), random.int(0, c - shape[0].length)];
    shape.forEach((row, i) => [...row].forEach((cell, j) => (cells[top + i][left + j] = cell)));
  }
  return cells.map((row) => row.join(''));
}

/** A mesh of r by c (from the given ranges) with `n` generations on the header when given. */
const incident =
  (
    r: [number, number],
    c: [number, number],
    density: (random: Random) => number,
    shapes: (random: Random) => number,
    n?: (random: Random) => number,
  ) =>
  (random: Random) => {
    const [rows, cols] = [random.int(...r), random.int(...c)];
    const head = `${rows} ${cols}` + (n ? ` ${n(random)}` : '');
    return (
      head +
      '\n' +
      mesh(random, rows, cols, density(random), shapes(random))
        .map((row) => row + '\n')
        .join('')
    );
  };

const sparse = (random: Random) => random.pick([0.06, 0.1, 0.15]);
const soup = (random: Random) => random.pick([0.25, 0.35, 0.45]);
const few = (random: Random) => random.int(1, 4);
const none = () => 0;
const many = (random: Random) => random.int(20, 60);

/** Typical and maximum meshes for a variation; `min` is the smallest side, `n` the generations if any, `most` their limit. */
const meshes = (min: number, n?: (random: Random) => number, most = 50) =>
  [
    { tag: 'typical', draw: incident([8, 16], [8, 16], sparse, few, n) },
    { tag: 'typical', draw: incident([10, 25], [10, 25], sparse, (random) => random.int(3, 10), n) },
    { tag: 'typical', draw: incident([min + 4, 30], [min + 4, 30], soup, none, n) },
    { tag: 'maximum', draw: incident([40, 40], [40, 40], soup, none, n && (() => most)) },
    { tag: 'maximum', draw: incident([38, 40], [38, 40], sparse, many, n && ((random) => random.int(most - 3, most))) },
  ] as const;

const generations = (random: Random) => random.pick([random.int(0, 5), random.int(5, 30)]);

const BOX = 10;
const STILL = [
  ['##', '##'],
  ['.##.', '#..#', '.##.'],
  ['.##.', '#..#', '.#.#', '..#.'],
  ['##.', '#.#', '.#.'],
  ['.#.', '#.#', '.#.'],
];
const SHORT_LIVED = [['##', '#.'], ['##'], ['#'], ['#..', '.#.', '..#']];
const OSCILLATORS = [['###'], ['.###', '###.'], ['##..', '##..', '..##', '..##']];

/** One generation of a box of BOX by BOX cells, cells outside always fine. */
function step(now: Uint8Array): Uint8Array {
  const next = new Uint8Array(BOX * BOX);
  for (let i = 0; i < BOX; i++)
    for (let j = 0; j < BOX; j++) {
      let n = 0;
      for (let d = -1; d <= 1; d++)
        for (let e = -1; e <= 1; e++)
          if ((d || e) && i + d >= 0 && i + d < BOX && j + e >= 0 && j + e < BOX) n += now[(i + d) * BOX + j + e];
      next[i * BOX + j] = +(n === 3 || (n === 2 && now[i * BOX + j] === 1));
    }
  return next;
}

/**
 * A shape alone in a box, its top left corner at (top, left) (the middle unless given): the first
 * generation it settles at, -1 if it never settles within `limit`, or undefined if it comes within
 * `margin` cells of the box edge (and so could meet its neighbours; a margin of one is enough, as
 * two shapes then stay three cells apart and never share a neighbour).
 */
function settling(
  shape: string[],
  limit: number,
  top = (BOX - shape.length) >> 1,
  left = (BOX - shape[0].length) >> 1,
  margin = 2,
): number | undefined {
  let now: Uint8Array = new Uint8Array(BOX * BOX);
  const edge = (k: number) =>
    k % BOX < margin || k % BOX >= BOX - margin || k < margin * BOX || k >= (BOX - margin) * BOX;
  shape.forEach((row, i) => [...row].forEach((cell, j) => (now[(top + i) * BOX + left + j] = +(cell === '#'))));
  for (let g = 0; g <= limit; g++) {
    if (now.some((v, k) => v && edge(k))) return undefined;
    const next = step(now);
    if (next.every((v, k) => v === now[k])) return g;
    now = next;
  }
  return -1;
}

/** A shape for one box: a still life, one that dies or settles at once, an oscillator, or a random blob that settles in its box. */
function component(random: Random, limit: number): [string[], number] {
  const kind = random.int(0, 9);
  if (kind < 2) return [random.pick(STILL), 0];
  if (kind < 4) return [random.pick(SHORT_LIVED), settling(random.pick(SHORT_LIVED), limit) ?? 1];
  if (kind < 5 && random.chance(0.3)) return [random.pick(OSCILLATORS), -1];
  for (let tries = 0; tries < 6; tries++) {
    const blob = Array.from({ length: 4 }, () => random.string(4, '..##'));
    const g = settling(blob, limit);
    if (g !== undefined && g >= 0) return [blob, g];
  }
  return [random.pick(STILL), 0];
}

/**
 * Where a shape goes in its box and when it settles there: anywhere it stays a cell away from the
 * edge, so that the same shape makes many inputs, or else the middle, where `settle` was found.
 */
function placed(random: Random, shape: string[], settle: number, limit: number): [number, number, number] {
  const [top, left] = [random.int(1, BOX - 1 - shape.length), random.int(1, BOX - 1 - shape[0].length)];
  const g = settling(shape, limit, top, left, 1);
  return g === undefined ? [(BOX - shape.length) >> 1, (BOX - shape[0].length) >> 1, settle] : [top, left, g];
}

/**
 * An r by c mesh made of boxes of BOX by BOX, each holding one shape that never meets the others,
 * and N for the end of the incident: at or after the generation where it settles most of the time,
 * before it otherwise, or near `most` when `late`.
 */
const ending =
  (r: [number, number], c: [number, number], most: number, late = false) =>
  (random: Random) => {
    const [rows, cols] = [random.int(...r), random.int(...c)];
    const cells = Array.from({ length: rows }, () => Array<string>(cols).fill('.'));
    let g = 0;
    for (let top = 0; top + BOX <= rows; top += BOX)
      for (let left = 0; left + BOX <= cols; left += BOX) {
        if (random.chance(0.05)) continue; // an empty box now and then (rarely: empty meshes are few inputs)
        const [shape, settle] = component(random, most);
        const turned = orient(random, shape);
        const [dy, dx, settled] = placed(random, turned, settle, most);
        turned.forEach((row, i) => [...row].forEach((cell, j) => (cells[top + dy + i][left + dx + j] = cell)));
        g = g < 0 || settled < 0 ? -1 : Math.max(g, settled);
      }
    let n = late ? random.int(most - 3, most) : random.int(0, most);
    if (!late && g > 0) n = random.chance(0.75) ? random.int(g, most) : random.int(0, g - 1);
    return `${rows} ${cols} ${n}\n` + cells.map((row) => row.join('') + '\n').join('');
  };

/** A small mesh of two boxes, side by side or one above the other (one box alone holds too few shapes to keep rounds apart). */
const twoBoxes = (random: Random) =>
  (random.chance(0.5) ? ending([10, 19], [20, 29], 100) : ending([20, 29], [10, 19], 100))(random);

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n#\n' },
      { tag: 'tricky', input: CORNER },
      { tag: 'tricky', input: '1 5\n#####\n' },
      { tag: 'tricky', input: '3 3\n###\n###\n###\n' },
    ],
    drawn: meshes(1),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0 7\n' },
      { tag: 'minimum', input: '1 1 1\n#\n' },
      { tag: 'tricky', input: '5 5 0\n' + BLINKER },
      { tag: 'tricky', input: '6 6 13\n' + GLIDER },
      { tag: 'tricky', input: '2 2 1\n##\n#.\n' },
    ],
    drawn: meshes(1, generations),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0 5\n' },
      { tag: 'minimum', input: '3 3 1\n#..\n...\n...\n' },
      { tag: 'tricky', input: '3 3 1\n.#.\n.#.\n.#.\n' },
      { tag: 'tricky', input: '6 6 24\n' + GLIDER },
      { tag: 'tricky', input: '4 4 1\n##..\n#...\n...#\n....\n' },
    ],
    drawn: meshes(3, generations),
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 0 9\n' },
      { tag: 'minimum', input: '1 1 1\n#\n' },
      { tag: 'tricky', input: '3 3 1\n###\n#.#\n.#.\n' },
      { tag: 'tricky', input: '3 3 1\n###\n...\n###\n' },
    ],
    drawn: meshes(1, generations),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0 10\n' },
      { tag: 'minimum', input: '1 1 0\n#\n' },
      { tag: 'tricky', input: '1 1 0\n.\n' },
      { tag: 'tricky', input: '5 5 100\n' + BLINKER },
      {
        tag: 'tricky',
        input: '8 8 39\n........\n...##...\n..##....\n...#....\n........\n........\n........\n........\n',
      },
    ],
    drawn: [
      { tag: 'typical', draw: twoBoxes },
      { tag: 'typical', draw: ending([20, 30], [10, 30], 100) },
      { tag: 'typical', draw: ending([20, 35], [20, 35], 100) },
      { tag: 'maximum', draw: ending([40, 40], [40, 40], 100, true) },
      { tag: 'maximum', draw: ending([38, 40], [38, 40], 100, true) },
    ],
  },
});
