import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const PIPE: Record<string, string> = { NS: '|', WE: '-', NE: 'L', NW: 'J', SW: '7', SE: 'F' };

const JUNK = '.|-LJ7F';

/**
 * A map of r by c whose loop runs round a region of the unit squares between tile centres (square
 * (a, b) has the centres of tiles (a, b) and (a + 1, b + 1) at its corners). The region must be
 * connected, without holes, and without two squares meeting only at a corner, so that its boundary
 * is one simple loop. S goes on a random tile of the loop, the tiles beside it that are not on the
 * loop stay bare, and every other tile off the loop is junk with probability `junk`.
 */
function pipes(random: Random, r: number, c: number, inside: (a: number, b: number) => boolean, junk: number): string {
  const tiles = loopTiles(r, c, inside);
  const [si, sj] = random.pick(tiles.flatMap((row, i) => row.flatMap((t, j) => (t ? [[i, j]] : []))));
  return map(r, c, tiles, [si, sj], () => (random.chance(junk) ? random.pick([...JUNK]) : '.'));
}

/** The loop's tile at every position of an r by c map (undefined off the loop), for the region `inside`. */
function loopTiles(r: number, c: number, inside: (a: number, b: number) => boolean): (string | undefined)[][] {
  const inR = (a: number, b: number) => a >= 0 && b >= 0 && a < r - 1 && b < c - 1 && inside(a, b);
  return Array.from({ length: r }, (_, i) =>
    Array.from({ length: c }, (_, j) => {
      const [nw, ne, sw, se] = [inR(i - 1, j - 1), inR(i - 1, j), inR(i, j - 1), inR(i, j)];
      return PIPE[(nw !== ne ? 'N' : '') + (sw !== se ? 'S' : '') + (nw !== sw ? 'W' : '') + (ne !== se ? 'E' : '')];
    }),
  );
}

/** The map text: the loop, S at s with bare tiles beside it, and `junk` everywhere else. */
function map(
  r: number,
  c: number,
  tiles: (string | undefined)[][],
  s: [number, number],
  junk: (i: number, j: number) => string,
) {
  const rows = tiles.map((row, i) =>
    row
      .map((t, j) =>
        i === s[0] && j === s[1] ? 'S' : (t ?? (Math.abs(i - s[0]) + Math.abs(j - s[1]) === 1 ? '.' : junk(i, j))),
      )
      .join(''),
  );
  return `${r} ${c}\n` + rows.map((row) => row + '\n').join('');
}

const sparse = (i: number, j: number) => ((i * 5 + j * 3) % 4 ? '.' : JUNK[(i + 2 * j) % 7]);

const coil = (a: number, b: number) => {
  if (a < 2 || a >= 96) return false;
  const m = (a - 2) % 3;
  if (m < 2) return b >= 2 && b < 96;
  return Math.floor((a - 2) / 3) % 2 === 0 ? b >= 94 && b < 96 : b >= 2 && b < 4;
};

const COIL = map(100, 100, loopTiles(100, 100, coil), [2, 50], sparse);

/** Fills a region from one interval of rows per column (columns b0..b1), consecutive intervals overlapping. */
function byColumns(b0: number, intervals: [number, number][]) {
  return (a: number, b: number) =>
    b >= b0 && b < b0 + intervals.length && a >= intervals[b - b0][0] && a <= intervals[b - b0][1];
}

/** A blob: per column an interval whose ends wander, within `rows` squares and over `cols` columns. */
function blob(random: Random, rows: number, cols: number, step: number) {
  const width = random.int(Math.max(1, cols >> 2), cols);
  const b0 = random.int(0, cols - width);
  let [top, bottom] = [random.int(0, rows >> 1), random.int(rows >> 1, rows - 1)];
  const intervals: [number, number][] = [];
  for (let k = 0; k < width; k++) {
    const nextTop = Math.max(0, Math.min(bottom, top + random.int(-step, step)));
    const nextBottom = Math.min(rows - 1, Math.max(top, nextTop, bottom + random.int(-step, step)));
    [top, bottom] = [nextTop, nextBottom];
    intervals.push([top, bottom]);
  }
  return byColumns(b0, intervals);
}

/** A comb: a solid base with fingers of random widths and heights rising from it, one or two columns apart. */
function comb(random: Random, rows: number, cols: number) {
  const baseTop = random.int(rows >> 1, rows - 4);
  const baseBottom = random.int(baseTop + 1, rows - 1);
  const b0 = random.int(0, 3);
  const intervals: [number, number][] = [];
  while (b0 + intervals.length < cols - random.int(1, 4)) {
    const top = random.int(0, baseTop - 1);
    for (let w = random.int(1, 3); w > 0; w--) intervals.push([top, baseBottom]);
    for (let w = random.int(1, 2); w > 0; w--) intervals.push([baseTop, baseBottom]);
  }
  return byColumns(b0, intervals);
}

/** A serpent: bands across the map, one or two squares thick, joined at alternate ends. */
function serpent(random: Random, rows: number, cols: number) {
  const [left, right] = [random.int(0, 4), cols - 1 - random.int(0, 4)];
  const bands: [number, number][] = [];
  for (let a = random.int(0, 3); ;) {
    const thick = random.int(1, 2);
    if (a + thick > rows) break;
    bands.push([a, a + thick - 1]);
    a += thick + 1;
  }
  const join = random.int(1, 2);
  const grid = Array.from({ length: rows }, () => Array<boolean>(cols).fill(false));
  bands.forEach(([top, bottom], k) => {
    for (let a = top; a <= bottom; a++) for (let b = left; b <= right; b++) grid[a][b] = true;
    if (k + 1 < bands.length)
      for (let b = left; b <= right; b++) grid[bottom + 1][b] = k % 2 === 0 ? b > right - join : b < left + join;
  });
  return (a: number, b: number) => grid[a][b];
}

/** A map of r by c rows and columns from the ranges, its loop round `shape`, with junk of density from `junk`. */
const cooling =
  (
    r: [number, number],
    c: [number, number],
    shape: (random: Random, rows: number, cols: number) => (a: number, b: number) => boolean,
    junk: number[],
  ) =>
  (random: Random) => {
    const [rows, cols] = [random.int(...r), random.int(...c)];
    return pipes(random, rows, cols, shape(random, rows - 1, cols - 1), random.pick(junk));
  };

const TINY = '2 2\nS7\nLJ\n';

const SQUARE = '5 5\n.....\n.S-7.\n.|.|.\n.L-J.\n.....\n';

const SQUEEZE =
  '9 10\n..........\n.S------7.\n.|F----7|.\n.||....||.\n.||....||.\n.|L-7F-J|.\n.|..||..|.\n.L--JL--J.\n..........\n';

const JUNKY = '5 6\n7-F7-.\n.FJ|7L\nSJLL7|\n|F--J.\nLJ.LJ-\n';

const MIXED = '6 8\n.F----7.\n.|.-L.|.\nFJ.F7.L7\n|..||..|\nL--JS--J\n..L7.F..\n';

const drawn = [
  { tag: 'typical', draw: cooling([8, 15], [8, 20], (random, rows, cols) => blob(random, rows, cols, 1), [0.1, 0.3]) },
  {
    tag: 'typical',
    draw: cooling([15, 50], [15, 60], (random, rows, cols) => blob(random, rows, cols, 2), [0.2, 0.5]),
  },
  { tag: 'typical', draw: cooling([20, 60], [20, 60], comb, [0.1, 0.4]) },
  { tag: 'maximum', draw: cooling([97, 100], [97, 100], comb, [0.5, 0.9]) },
  { tag: 'maximum', draw: cooling([97, 100], [97, 100], serpent, [0.2, 0.6]) },
  {
    tag: 'maximum',
    draw: cooling([98, 100], [98, 100], (random, rows, cols) => blob(random, rows, cols, 3), [0.3, 0.7]),
  },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: SQUARE },
      { tag: 'tricky', input: JUNKY },
      { tag: 'tricky', input: MIXED },
      { tag: 'tricky', input: COIL },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: SQUARE },
      { tag: 'tricky', input: JUNKY },
      { tag: 'tricky', input: MIXED },
      { tag: 'tricky', input: COIL },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: SQUARE },
      { tag: 'tricky', input: JUNKY },
      { tag: 'tricky', input: MIXED },
      { tag: 'tricky', input: COIL },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: SQUARE },
      { tag: 'tricky', input: JUNKY },
      { tag: 'tricky', input: SQUEEZE },
      { tag: 'tricky', input: COIL },
    ],
    drawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: SQUARE },
      { tag: 'tricky', input: JUNKY },
      { tag: 'tricky', input: MIXED },
      { tag: 'tricky', input: COIL },
    ],
    drawn,
  },
});
