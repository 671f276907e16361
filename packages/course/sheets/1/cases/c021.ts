import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const HOURS = 2000;

/** One hour of pages: mostly quiet or a handful, now and then a storm. */
function pages(random: Random, quiet: number): number {
  if (random.chance(quiet)) return 0;
  if (random.chance(0.85)) return random.int(1, 12);
  return random.int(13, 1000);
}

/** A shift of `min` to `max` hours, with a quiet-hour rate of its own. */
const shift = (min: number, max: number) => (random: Random) => {
  const quiet = random.pick([0.1, 0.3, 0.5]);
  return Array.from({ length: random.int(min, max) }, () => pages(random, quiet)).join(' ') + '\n';
};

/** 2000 hours of counts from `low` to `high`, zero at a rate of `zeros`. */
const full =
  (low: number, high: number, zeros = 0) =>
  (random: Random) =>
    Array.from({ length: HOURS }, () => (random.chance(zeros) ? 0 : random.int(low, high))).join(' ') + '\n';

/** 2000 hours that never go down, often staying level: the fewest possible increases. */
function staircase(random: Random): string {
  let level = random.int(0, 5);
  return (
    Array.from({ length: HOURS }, () => {
      if (level < 1000 && random.chance(0.45)) level++;
      return level;
    }).join(' ') + '\n'
  );
}

const typical = [
  { tag: 'typical', draw: shift(12, 40) },
  { tag: 'typical', draw: shift(24, 120) },
  { tag: 'typical', draw: shift(100, 400) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '7\n' },
      { tag: 'minimum', input: '0\n' },
      { tag: 'tricky', input: '0 0 0 0 0 0\n' },
      { tag: 'tricky', input: '1000 1000 1000\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full(0, 1000) }, { tag: 'maximum', draw: full(990, 1000) }],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '0\n' },
      { tag: 'minimum', input: '4\n' },
      { tag: 'tricky', input: '10 100 1000 20\n' },
      { tag: 'tricky', input: '0 0 0 0 0 0 0 0\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full(0, 1000) }, { tag: 'maximum', draw: full(980, 1000, 0.15) }],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '0\n' },
      { tag: 'tricky', input: '0 0 0 0\n' },
      { tag: 'tricky', input: '5 4 3 2 1\n' },
      { tag: 'tricky', input: '9 10 100 99 1000 999\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full(0, 1000) }, { tag: 'maximum', draw: full(980, 1000, 0.15) }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '1000\n' },
      { tag: 'tricky', input: '4 4 4 4 4\n' },
      { tag: 'tricky', input: '9 10 100 99 1000 999\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full(0, 1000) }, { tag: 'maximum', draw: staircase }],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '\n' },
      { tag: 'minimum', input: '9\n' },
      { tag: 'tricky', input: '0 0 0 0 0 0 ' + '50 '.repeat(18) + '7 7 7 7 7 7 7\n' },
      { tag: 'tricky', input: '0 0 0 0 0 0 1000\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: full(0, 1000) }, { tag: 'maximum', draw: full(990, 1000) }],
  },
});
