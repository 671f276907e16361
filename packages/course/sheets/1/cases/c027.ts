import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const BILLION = 1_000_000_000;
const MILLION = 1_000_000;

/** `values` as the n line and the values line. */
const listed = (values: readonly number[]) => `${values.length}\n${values.join(' ')}\n`;

/** A reading: mostly within a million either way, now and then anywhere up to 10^9 (which keeps 2000 of them short enough). */
function reading(random: Random): number {
  return random.chance(0.05) ? random.int(-BILLION, BILLION) : random.int(-MILLION, MILLION);
}

/** Uptime readings: a noisy trend, up or down, with repeats when the scale is small. */
function trend(random: Random, n: number): number[] {
  const scale = random.pick([5, 100, 10_000, MILLION]);
  const drift = random.int(-scale, 2 * scale) / 10;
  let level = random.int(-scale, scale);
  return Array.from({ length: n }, () => {
    level += drift;
    return Math.max(-BILLION, Math.min(BILLION, Math.round(level + random.int(-scale, scale))));
  });
}

/** `min` to `max` readings following a trend. */
const trending = (min: number, max: number) => (random: Random) => listed(trend(random, random.int(min, max)));

/** n independent readings. */
const scattered = (n: number) => (random: Random) => listed(Array.from({ length: n }, () => reading(random)));

/** 2000 strictly increasing readings with small random steps: the whole sequence is the answer. */
function rising(random: Random): string {
  let value = random.int(-MILLION, -900_000);
  return listed(Array.from({ length: 2000 }, () => (value += random.int(1, 900))));
}

/** n readings in rising teeth of 30 to 70, each tooth starting a little lower than the one before. */
const saw = (n: number) => (random: Random) => {
  const values: number[] = [];
  let base = random.int(0, MILLION);
  while (values.length < n) {
    const tooth = random.int(30, 70);
    let value = base;
    for (let i = 0; i < tooth && values.length < n; i++) values.push((value += random.int(1, 1000)));
    base -= random.int(1, 500);
  }
  return listed(values);
};

/** 2000 readings in runs of equal values drawn from 0 to 99: many ties. */
function plateaus(random: Random): string {
  const values: number[] = [];
  while (values.length < 2000) {
    const value = random.int(0, 99);
    for (let run = random.int(1, 5); run > 0 && values.length < 2000; run--) values.push(value);
  }
  return listed(values);
}

/** 1000 readings in falling groups of two (now and then three), each group above the last: 2^a * 3^b longest subsequences. */
function fallingGroups(random: Random): string {
  const values: number[] = [];
  let top = random.int(-MILLION, 0);
  while (values.length < 1000) {
    const size = Math.min(1000 - values.length, random.chance(0.15) ? 3 : 2);
    const group = Array.from({ length: size }, () => (top += random.int(random.chance(0.1) ? 0 : 1, 500)));
    values.push(...group.reverse());
  }
  return listed(values);
}

/** 1000 readings rising to a peak and falling again, with noise and repeats on both sides. */
function tent(random: Random): string {
  const peak = random.int(300, 700);
  let value = random.int(-MILLION, 0);
  return listed(
    Array.from({ length: 1000 }, (_, i) => {
      const step = random.int(-3, 40);
      value += i < peak ? step : -step;
      return value;
    }),
  );
}

const typical = [
  { tag: 'typical', draw: trending(10, 40) },
  { tag: 'typical', draw: trending(40, 200) },
  { tag: 'typical', draw: trending(200, 800) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n-1000000000\n' },
      { tag: 'tricky', input: '5\n7 7 7 7 7\n' },
      { tag: 'tricky', input: '6\n6 5 4 3 2 1\n' },
      { tag: 'tricky', input: '6\n1 2 2 3 3 4\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: scattered(2000) },
      { tag: 'maximum', draw: rising },
      { tag: 'maximum', draw: saw(2000) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n42\n' },
      { tag: 'tricky', input: '5\n7 7 7 7 7\n' },
      { tag: 'tricky', input: '6\n6 5 4 3 2 1\n' },
      { tag: 'tricky', input: '8\n1 3 2 2 2 5 4 4\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: scattered(2000) },
      { tag: 'maximum', draw: plateaus },
      { tag: 'maximum', draw: saw(2000) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n-5\n' },
      { tag: 'tricky', input: '5\n7 7 7 7 7\n' },
      { tag: 'tricky', input: '6\n6 5 4 3 2 1\n' },
      { tag: 'tricky', input: '7\n5 6 1 7 2 3 0\n' },
      { tag: 'tricky', input: '6\n2 9 1 3 8 4\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: scattered(1000) }, { tag: 'maximum', draw: saw(1000) }],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n0\n' },
      { tag: 'tricky', input: '5\n7 7 7 7 7\n' },
      { tag: 'tricky', input: '6\n6 5 4 3 2 1\n' },
      { tag: 'tricky', input: '6\n1 1 2 2 3 3\n' },
    ],
    drawn: [
      ...typical,
      { tag: 'maximum', draw: fallingGroups },
      { tag: 'maximum', draw: scattered(1000) },
      { tag: 'maximum', draw: saw(1000) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n\n' },
      { tag: 'minimum', input: '1\n3\n' },
      { tag: 'tricky', input: '5\n7 7 7 7 7\n' },
      { tag: 'tricky', input: '6\n6 5 4 3 2 1\n' },
      { tag: 'tricky', input: '7\n1 2 3 3 2 1 0\n' },
    ],
    drawn: [...typical, { tag: 'maximum', draw: scattered(1000) }, { tag: 'maximum', draw: tent }],
  },
});
