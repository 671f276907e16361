import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** Values separated by single spaces, on one line. */
function line(values: number[]): string {
  return values.join(' ') + '\n';
}

/** 5 to 60 latency changes of a quiet night: mostly small, positive or negative, some zero. */
function quietNight(random: Random): string {
  return line(Array.from({ length: random.int(5, 60) }, () => (random.chance(0.1) ? 0 : random.int(-500, 500))));
}

/** 5 to 60 latency changes of a bad night: mostly small, with a few spikes up to a million either way. */
function badNight(random: Random): string {
  return line(
    Array.from({ length: random.int(5, 60) }, () =>
      random.chance(0.15) ? random.int(-1000000, 1000000) : random.int(-2000, 5000),
    ),
  );
}

/** 1000 values drawn from `smallest` to `largest`. */
const thousand = (smallest: number, largest: number) => (random: Random) =>
  line(Array.from({ length: 1000 }, () => random.int(smallest, largest)));

/** 1000 values at the extremes of both signs. */
function extremes(random: Random): string {
  return line(random.picks([-1000000, -999999, 999999, 1000000], 1000));
}

const drawn = [
  { tag: 'typical', draw: quietNight },
  { tag: 'typical', draw: quietNight },
  { tag: 'typical', draw: badNight },
  { tag: 'maximum', draw: thousand(-1000000, 1000000) },
  { tag: 'maximum', draw: thousand(999000, 1000000) },
  { tag: 'maximum', draw: extremes },
  { tag: 'maximum', draw: thousand(-1000000, 0) },
] as const;

const fixed = [
  { tag: 'empty', input: '\n' },
  { tag: 'minimum', input: '5\n' },
  { tag: 'minimum', input: '-7\n' },
  { tag: 'tricky', input: '-3 -2\n' },
  { tag: 'tricky', input: '0 0 0 0\n' },
] as const;

export const cases = defineCases({
  A: { fixed, drawn },
  B: { fixed, drawn },
  C: { fixed: [...fixed, { tag: 'tricky', input: '-1 -2 -3 -4 -5\n' }], drawn },
  D: {
    fixed: [...fixed, { tag: 'tricky', input: '1 2\n' }, { tag: 'tricky', input: '1 1 2\n' }],
    drawn,
  },
  E: {
    fixed: [...fixed, { tag: 'tricky', input: '-2 -3\n' }, { tag: 'tricky', input: '-1 0 0\n' }],
    drawn,
  },
});
