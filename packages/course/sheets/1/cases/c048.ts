import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const TINY = '1 1\n7\n';

const PAIR = '1 2\n48\n';

const RIDGE = '3 3\n191\n191\n111\n';

const DETOUR = '5 5\n11111\n99991\n11111\n19999\n11111\n';

const hall = (r: number, c: number, digit: (i: number, j: number) => number) =>
  `${r} ${c}\n` +
  Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => digit(i, j)).join('') + '\n').join('');

/** A hall of r by c digits from `low` to 9, each drawn at random, cheap ones more often. */
const noisy =
  (r: (random: Random) => number, c: (random: Random) => number, low = 1) =>
  (random: Random) =>
    hall(r(random), c(random), () => (random.chance(0.5) ? random.int(low, 4) : random.int(low, 9)));

/** A hall split by walls of 9 every few columns, each wall with one or two gaps, over cheap random floor. */
const walled =
  (size: number, low = 1, wall = 9) =>
  (random: Random) => {
    const every = random.int(6, 20);
    const gaps = new Map<number, Set<number>>();
    for (let j = every >> 1; j < size; j += every)
      gaps.set(j, new Set([random.int(0, size - 1), random.int(0, size - 1)]));
    return hall(size, size, (i, j) => (gaps.has(j) && !gaps.get(j)!.has(i) ? wall : random.int(low, low + 3)));
  };

/** A hall whose only cheap route snakes from side to side: rows of `wall` with a gap near alternate ends (the corners stay cheap). */
const serpentine =
  (size: number, low: number, floor: number, wall = 9) =>
  (random: Random) => {
    const gaps = Array.from({ length: size }, (_, i) => (i % 4 === 1 ? size - 1 - random.int(0, 2) : random.int(0, 2)));
    const last = size - 1;
    return hall(size, size, (i, j) =>
      i % 2 === 1 && j !== gaps[i] && !(i === last && j === last) ? wall : random.int(low, floor),
    );
  };

/** Smooth terrain for heights 0 to 9: sums of a few random slopes and ripples, folded into 0..9. */
const terrain = (r: number, c: number) => (random: Random) => {
  const [a, b, p, q] = [random.int(1, 5), random.int(1, 5), random.int(5, 30), random.int(5, 30)];
  return hall(r, c, (i, j) => Math.abs((Math.round((a * i) / p + (b * j) / q + random.int(0, 1)) % 19) - 9) % 10);
};

/** A hall where only a diagonal staircase is cheap, so a stiff cable must zig-zag. */
const staircase = (size: number) => (random: Random) =>
  hall(size, size, (i, j) => (i === j || i === j + 1 ? random.int(1, 2) : random.int(7, 9)));

const typical = [
  {
    tag: 'typical',
    draw: noisy(
      (random) => random.int(4, 12),
      (random) => random.int(6, 30),
    ),
  },
  {
    tag: 'typical',
    draw: noisy(
      (random) => random.int(20, 60),
      (random) => random.int(20, 60),
    ),
  },
  {
    tag: 'typical',
    draw: (random: Random) =>
      random.chance(0.5)
        ? noisy(
            (r) => r.int(40, 100),
            () => 1,
          )(random)
        : noisy(
            (r) => r.int(1, 2),
            (r) => r.int(40, 100),
          )(random),
  },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: DETOUR },
      { tag: 'tricky', input: RIDGE },
    ],
    drawn: [
      ...typical,
      {
        tag: 'maximum',
        draw: noisy(
          () => 100,
          () => 100,
        ),
      },
      { tag: 'maximum', draw: walled(100) },
      { tag: 'maximum', draw: serpentine(100, 1, 2) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: '3 1\n9\n4\n6\n' },
      { tag: 'tricky', input: DETOUR },
    ],
    drawn: [
      ...typical,
      {
        tag: 'maximum',
        draw: noisy(
          () => 100,
          () => 100,
        ),
      },
      { tag: 'maximum', draw: walled(100) },
      {
        tag: 'maximum',
        draw: (random) => {
          const cheap = random.int(0, 99);
          return hall(100, 100, (i) => (i === cheap ? random.int(1, 3) : random.int(5, 9)));
        },
      },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: DETOUR },
      { tag: 'tricky', input: '2 2\n91\n11\n' },
    ],
    drawn: [
      ...typical,
      {
        tag: 'maximum',
        draw: noisy(
          () => 100,
          () => 100,
        ),
      },
      { tag: 'maximum', draw: walled(100) },
      { tag: 'maximum', draw: serpentine(100, 1, 3) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: '3 3\n090\n090\n000\n' },
      { tag: 'tricky', input: '1 5\n09090\n' },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: noisy(
          (random) => random.int(4, 12),
          (random) => random.int(6, 30),
          0,
        ),
      },
      { tag: 'typical', draw: (random) => terrain(random.int(10, 40), random.int(10, 40))(random) },
      { tag: 'typical', draw: (random) => terrain(random.int(40, 80), random.int(5, 20))(random) },
      { tag: 'maximum', draw: terrain(100, 100) },
      {
        tag: 'maximum',
        draw: noisy(
          () => 100,
          () => 100,
          0,
        ),
      },
      { tag: 'maximum', draw: walled(100, 0) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: TINY },
      { tag: 'minimum', input: PAIR },
      { tag: 'tricky', input: '1 5\n11111\n' },
      { tag: 'tricky', input: '1 4\n1111\n' },
      { tag: 'tricky', input: '2 8\n11111111\n99999999\n' },
    ],
    drawn: [
      {
        tag: 'typical',
        draw: noisy(
          (random) => random.int(4, 12),
          (random) => random.int(6, 30),
        ),
      },
      {
        tag: 'typical',
        draw: noisy(
          (random) => random.int(15, 40),
          (random) => random.int(15, 40),
        ),
      },
      { tag: 'typical', draw: (random) => staircase(random.int(10, 30))(random) },
      {
        tag: 'maximum',
        draw: noisy(
          () => 60,
          () => 60,
        ),
      },
      { tag: 'maximum', draw: staircase(60) },
      { tag: 'maximum', draw: serpentine(60, 1, 2) },
    ],
  },
});
