import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const dash = (r: number, c: number, f: (i: number, j: number) => number): string =>
  `${r} ${c}\n` +
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');

/** The lights a press at (i, j) changes on an r x c dashboard, wrapping columns or not, the pressed one included or not. */
type Wiring = (r: number, c: number, i: number, j: number) => [number, number][];

const inside = (r: number, c: number, cells: [number, number][]) =>
  cells.filter(([a, b]) => a >= 0 && a < r && b >= 0 && b < c);

const cross: Wiring = (r, c, i, j) =>
  inside(r, c, [
    [i, j],
    [i - 1, j],
    [i + 1, j],
    [i, j - 1],
    [i, j + 1],
  ]);

const neighboursOnly: Wiring = (r, c, i, j) => cross(r, c, i, j).slice(1);

const cylinder: Wiring = (r, c, i, j) =>
  inside(r, c, [
    [i, j],
    [i - 1, j],
    [i + 1, j],
    [i, (j + c - 1) % c],
    [i, (j + 1) % c],
  ]);

/** Every light in one of `states` states at random, a light on (non-zero) with probability `on`. */
const lights = (random: Random, r: number, c: number, states: number, on: number) =>
  dash(r, c, () => (random.chance(on) ? random.int(1, states - 1) : 0));

/**
 * A dashboard some random presses made from all lights off, so at least one plan clears it. Each light
 * is pressed with probability 30% to 60%: sparser presses make a few dashboards (all dark, one press) common.
 */
function pressed(random: Random, r: number, c: number, states: number, wiring: Wiring): string {
  const grid = Array.from({ length: r }, () => Array<number>(c).fill(0));
  const rate = random.int(30, 60) / 100;
  for (let i = 0; i < r; i++)
    for (let j = 0; j < c; j++) {
      if (!random.chance(rate)) continue;
      const times = random.int(1, states - 1);
      for (const [a, b] of wiring(r, c, i, j)) grid[a][b] = (grid[a][b] + times) % states;
    }
  return dash(r, c, (i, j) => grid[i][j]);
}

/**
 * A drawn typical dashboard has 2^28 possible ones or more (28 two-state lights, 18 three-state), so that
 * rounds do not share one: a 4 x 4 two-state dashboard has only 65,536.
 */
const MIN_BITS = 28;

/**
 * A dashboard of rows and columns within the ranges, and at least MIN_BITS bits of lights: random
 * lights or one made by presses, half and half.
 */
const dashboard =
  (rows: [number, number], cols: [number, number], states: number, wiring: Wiring) => (random: Random) => {
    let r, c;
    do {
      r = random.int(...rows);
      c = random.int(...cols);
    } while (r * c * Math.log2(states) < MIN_BITS);
    return random.chance(0.5) ? lights(random, r, c, states, 0.5) : pressed(random, r, c, states, wiring);
  };

/** A full-size dashboard made by random presses. */
const pressedFull = (size: number, states: number, wiring: Wiring) => (random: Random) =>
  pressed(random, size, size, states, wiring);

/** A full-size dashboard of random lights, on with probability `on`. */
const lightsFull = (size: number, states: number, on: number) => (random: Random) =>
  lights(random, size, size, states, on);

/**
 * Sizes where the presses are not independent, so a solvable dashboard has several plans. Not 4 x 4
 * or 3 x 5: their presses reach only 2^12 dashboards, so rounds would share one (a fixed case has 4 x 4).
 */
const SINGULAR: [number, number][] = [
  [3, 8],
  [4, 9],
  [5, 5],
  [5, 7],
  [5, 8],
  [5, 9],
  [6, 8],
  [7, 8],
  [8, 9],
  [9, 9],
];

/** A dashboard of a size with several plans per solvable dashboard, mostly made by presses. */
function severalPlans(random: Random): string {
  const [r, c] = random.shuffle(random.pick(SINGULAR));
  return random.chance(0.7) ? pressed(random, r, c, 2, cross) : lights(random, r, c, 2, 0.5);
}

/** The drawn cases of a two-state dashboard of up to 10 x 10 whose columns start at `minCols`. */
const binary = (wiring: Wiring, minCols: number, maximum: ((random: Random) => string)[]) => [
  { tag: 'typical' as const, draw: dashboard([4, 6], [Math.max(5, minCols), 7], 2, wiring) },
  { tag: 'typical' as const, draw: dashboard([4, 8], [Math.max(4, minCols), 8], 2, wiring) },
  { tag: 'typical' as const, draw: dashboard([1, 10], [Math.max(5, minCols), 10], 2, wiring) },
  ...maximum.map((draw) => ({ tag: 'maximum' as const, draw })),
];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n1\n' },
      { tag: 'minimum', input: '1 1\n0\n' },
      { tag: 'tricky', input: '2 2\n10\n00\n' },
      { tag: 'tricky', input: '4 4\n1000\n0000\n0000\n0000\n' },
      // One row: too few dashboards for the drawn cases, which all have 28 lights or more.
      { tag: 'tricky', input: '1 10\n0110110001\n' },
    ],
    drawn: binary(cross, 1, [lightsFull(10, 2, 0.5), lightsFull(10, 2, 0.9)]),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n1\n' },
      { tag: 'minimum', input: '1 1\n0\n' },
      { tag: 'tricky', input: '1 2\n11\n' },
      { tag: 'tricky', input: '3 3\n010\n101\n010\n' },
    ],
    drawn: binary(neighboursOnly, 1, [lightsFull(10, 2, 0.5), pressedFull(10, 2, neighboursOnly)]),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n0\n' },
      { tag: 'minimum', input: '1 1\n1\n' },
      { tag: 'tricky', input: '4 4\n1000\n0000\n0000\n0000\n' },
      { tag: 'tricky', input: dash(4, 4, () => 0) },
      // One row of a singular width (two plans): too few dashboards for the drawn cases.
      { tag: 'tricky', input: '1 8\n01110100\n' },
    ],
    drawn: [
      { tag: 'typical', draw: dashboard([4, 6], [5, 7], 2, cross) },
      { tag: 'typical', draw: severalPlans },
      { tag: 'typical', draw: dashboard([1, 10], [5, 10], 2, cross) },
      { tag: 'maximum', draw: pressedFull(10, 2, cross) },
      { tag: 'maximum', draw: lightsFull(10, 2, 0.5) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 3\n000\n' },
      { tag: 'minimum', input: '1 3\n111\n' },
      { tag: 'tricky', input: '1 4\n1001\n' },
      { tag: 'tricky', input: '4 4\n1000\n0000\n0000\n0000\n' },
    ],
    drawn: binary(cylinder, 3, [lightsFull(10, 2, 0.5), pressedFull(10, 2, cylinder)]),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 0\n' },
      { tag: 'minimum', input: '1 1\n0\n' },
      { tag: 'minimum', input: '1 1\n1\n' },
      { tag: 'tricky', input: '1 2\n12\n' },
      { tag: 'tricky', input: '2 3\n210\n012\n' },
    ],
    drawn: [
      { tag: 'typical', draw: dashboard([4, 5], [4, 6], 3, cross) },
      { tag: 'typical', draw: dashboard([4, 6], [4, 6], 3, cross) },
      { tag: 'typical', draw: dashboard([2, 7], [5, 6], 3, cross) },
      { tag: 'maximum', draw: lightsFull(7, 3, 0.67) },
      { tag: 'maximum', draw: pressedFull(7, 3, cross) },
    ],
  },
});
