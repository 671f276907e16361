import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const WALLED = '3 5\nS.#..\n..#.E\n..#..\n';

const CORNER = '2 2\nS#\n#E\n';

const ONE = '1 1\nS\n';

const PAIR = '1 2\nSE\n';

const ROOM = '3 3\nS..\n...\n..E\n';

type Floor = string[][];

const walls = (r: number, c: number, wall: () => boolean): Floor =>
  Array.from({ length: r }, () => Array.from({ length: c }, () => (wall() ? '#' : '.')));

/** Puts S and (unless `noExit`) E on floor cells: in opposite corners of the plan when `far`, anywhere otherwise. */
function standAndExit(random: Random, floor: Floor, far: boolean, noExit = false): Floor {
  const [r, c] = [floor.length, floor[0].length];
  const cell = (rows: [number, number], cols: [number, number]) => [random.int(...rows), random.int(...cols)];
  const band = (n: number) => Math.max(1, Math.floor(n / 5));
  const [sy, sx] = far ? cell([0, band(r) - 1], [0, band(c) - 1]) : cell([0, r - 1], [0, c - 1]);
  let [ey, ex] = far ? cell([r - band(r), r - 1], [c - band(c), c - 1]) : cell([0, r - 1], [0, c - 1]);
  if (ey === sy && ex === sx) [ey, ex] = [(sy + 1) % r, (sx + (r === 1 ? 1 : 0)) % c];
  floor[sy][sx] = 'S';
  if (!noExit && (ey !== sy || ex !== sx)) floor[ey][ex] = 'E';
  return floor;
}

const text = (floor: Floor, extra = '') =>
  `${floor.length} ${floor[0].length}${extra}\n` + floor.map((row) => row.join('') + '\n').join('');

/** A plan of r by c with walls of the given density, S and E placed anywhere (and now and then no E). */
const plant = (r: [number, number], c: [number, number], density: number[]) => (random: Random) => {
  const [rows, cols, p] = [random.int(...r), random.int(...c), random.pick(density)];
  return standAndExit(
    random,
    walls(rows, cols, () => random.chance(p)),
    false,
    random.chance(0.1),
  );
};

/** A full-size plan with rocks of the given density, S and E in opposite corners. */
const rocks = (p: number) => (random: Random) =>
  standAndExit(
    random,
    walls(random.int(97, 100), random.int(97, 100), () => random.chance(p)),
    true,
  );

/** A full-size plan that is one long serpentine corridor, its turns at random places near alternate ends. */
function snake(random: Random): Floor {
  const [r, c] = [random.pick([99, 100]), random.int(97, 100)];
  const floor = walls(r, c, () => false);
  for (let i = 1; i < r; i += 2) {
    const gap = i % 4 === 1 ? c - 1 - random.int(0, 3) : random.int(0, 3);
    for (let j = 0; j < c; j++) if (j !== gap) floor[i][j] = '#';
  }
  floor[0][random.int(0, 3)] = 'S';
  floor[r - 1 - ((r - 1) % 2)][random.int(0, c - 1)] = 'E';
  return floor;
}

/** A random maze of corridors filling 99 by 99: the walk from corner to corner winds through most of it. */
function maze(random: Random): Floor {
  const n = 50;
  const floor = walls(99, 99, () => true);
  const seen = new Set([0]);
  const stack = [0];
  floor[0][0] = '.';
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
    floor[2 * a][2 * b] = '.';
    floor[y + a][x + b] = '.';
  }
  for (let k = random.int(0, 30); k > 0; k--) floor[random.int(0, 98)][random.int(0, 98)] = '.';
  floor[0][0] = 'S';
  floor[98][98] = 'E';
  return floor;
}

/** A full-size open floor with a handful of rocks, S and E in opposite corners. */
const open = (random: Random) => {
  const floor = walls(random.int(98, 100), random.int(98, 100), () => random.chance(0.002));
  return standAndExit(random, floor, true);
};

/** A full-size floor where E sits inside a closed square of walls: only a hammer gets you in. */
function moat(random: Random): Floor {
  const [r, c] = [random.int(97, 100), random.int(97, 100)];
  const floor = walls(r, c, () => random.chance(0.05));
  const [cy, cx, radius] = [random.int(20, r - 21), random.int(20, c - 21), random.int(1, 6)];
  for (let i = cy - radius - 1; i <= cy + radius + 1; i++)
    for (let j = cx - radius - 1; j <= cx + radius + 1; j++) {
      const ring = Math.max(Math.abs(i - cy), Math.abs(j - cx));
      floor[i][j] = ring === radius ? '#' : ring < radius ? '.' : floor[i][j];
    }
  floor[cy][cx] = 'E';
  floor[random.int(0, 9)][random.int(0, 9)] = 'S';
  return floor;
}

/** The plans of a variation, with `extra` (the step budget) after the size when given. */
const plans = (extra?: (random: Random, floor: Floor) => string) => {
  const as = (make: (random: Random) => Floor) => (random: Random) => {
    const floor = make(random);
    return text(floor, extra ? ' ' + extra(random, floor) : '');
  };
  return [
    { tag: 'typical', draw: as(plant([5, 12], [8, 20], [0.15, 0.25])) },
    { tag: 'typical', draw: as(plant([10, 30], [10, 40], [0.2, 0.3, 0.4])) },
    { tag: 'typical', draw: as(plant([30, 60], [30, 60], [0.15, 0.3])) },
    { tag: 'maximum', draw: as(snake) },
    { tag: 'maximum', draw: as(rocks(0.3)) },
    { tag: 'maximum', draw: as(maze) },
  ] as const;
};

/** A step budget: small, about the size of the plan, or far more than any walk needs. */
const budget = (random: Random, floor: Floor) => {
  const area = floor.length * floor[0].length;
  return String(random.pick([random.int(0, 20), random.int(0, area >> 1), random.int(area, 20000), 20000]));
};

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: ONE },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: WALLED },
      { tag: 'tricky', input: CORNER },
    ],
    drawn: [...plans(), { tag: 'maximum', draw: (random) => text(open(random)) }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: ONE },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: WALLED },
      { tag: 'tricky', input: CORNER },
    ],
    drawn: [...plans(), { tag: 'maximum', draw: (random) => text(open(random)) }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 1 0\nS\n' },
      { tag: 'minimum', input: '1 2 1\nSE\n' },
      { tag: 'tricky', input: '3 5 20000\nS.#..\n..#.E\n..#..\n' },
      { tag: 'tricky', input: '3 3 0\nS..\n...\n..E\n' },
    ],
    drawn: [...plans(budget), { tag: 'maximum', draw: (random) => text(open(random), ' ' + random.int(100, 199)) }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: ONE },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: WALLED },
      { tag: 'tricky', input: CORNER },
      { tag: 'tricky', input: '3 5\nS#.#E\n.#.#.\n.#.#.\n' },
    ],
    drawn: [...plans(), { tag: 'maximum', draw: (random) => text(moat(random)) }],
  },
  E: {
    fixed: [
      { tag: 'empty', input: ONE },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: WALLED },
      { tag: 'tricky', input: ROOM },
    ],
    drawn: [...plans(), { tag: 'maximum', draw: (random) => text(open(random)) }],
  },
});
