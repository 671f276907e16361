import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const N = 2000;
const MILLION = 1_000_000;

/** Latencies around a baseline with jitter and now and then a spike; at least `low`. */
function latencies(random: Random, n: number, low = 0): number[] {
  const base = random.pick([20, 120, 800, 5000]);
  return Array.from({ length: n }, () => {
    const spike = random.chance(0.05) ? random.int(10, 200) * base : 0;
    return Math.max(low, Math.min(MILLION, base + random.int(-base, base) + spike));
  });
}

/** The values line. */
const line = (values: readonly number[]) => values.join(' ') + '\n';

/** The sums of every window of k consecutive values. */
function windowSums(values: readonly number[], k: number): number[] {
  const sums: number[] = [];
  let sum = 0;
  values.forEach((v, i) => {
    sum += v - (i >= k ? values[i - k] : 0);
    if (i >= k - 1) sums.push(sum);
  });
  return sums;
}

/** `min` to `max` samples and a window that fits (A, B, D). */
const windows = (min: number, max: number) => (random: Random) => {
  const n = random.int(min, max);
  return `${n} ${random.int(1, Math.min(n, random.pick([3, 10, n])))}\n` + line(latencies(random, n));
};

/** 2000 samples from `low` to `high` and a window of `minK` to `maxK`. */
const full = (low: number, high: number, minK: number, maxK: number) => (random: Random) =>
  `${N} ${random.int(minK, maxK)}\n` + line(Array.from({ length: N }, () => random.int(low, high)));

/** Samples, a window and a threshold near the average of some window, so that some windows breach and some do not. */
const thresholds = (min: number, max: number) => (random: Random) => {
  const n = random.int(min, max);
  const values = latencies(random, n);
  const k = random.int(1, Math.min(n, random.pick([3, 10, n])));
  const t = Math.floor(random.pick(windowSums(values, k)) / k) + random.int(-1, 0);
  return `${n} ${k} ${Math.max(0, t)}\n` + line(values);
};

/** 2000 samples near 10^6, a window of nearly 2000 and a threshold just under the largest average: huge sums. */
function hugeBreach(random: Random): string {
  const values = Array.from({ length: N }, () => random.int(999_000, MILLION));
  const k = random.int(1950, N);
  const t = Math.floor(Math.max(...windowSums(values, k)) / k) - random.int(0, 300);
  return `${N} ${k} ${t}\n` + line(values);
}

/** 2000 uniform samples, a window of `minK` to `maxK` and a threshold around the middle. */
const wideBreach = (minK: number, maxK: number) => (random: Random) => {
  const values = Array.from({ length: N }, () => random.int(0, MILLION));
  return `${N} ${random.int(minK, maxK)} ${random.int(450_000, 550_000)}\n` + line(values);
};

/** Positive samples and an S that some stretch reaches, or now and then more than all of them. */
const stretches = (min: number, max: number) => (random: Random) => {
  const n = random.int(min, max);
  const values = latencies(random, n, 1);
  const k = random.int(1, n);
  const total = values.reduce((a, b) => a + b, 0);
  const s = random.chance(0.85) ? random.pick(windowSums(values, k)) : total + random.int(1, 1000);
  return `${n} ${s}\n` + line(values);
};

/** 2000 samples from `low` to 10^6 and an S from `minS` to `maxS`. */
const longStretch = (low: number, minS: number, maxS: number) => (random: Random) =>
  `${N} ${random.int(minS, maxS)}\n` + line(Array.from({ length: N }, () => random.int(low, MILLION)));

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 1\n\n' },
      { tag: 'minimum', input: '1 1\n0\n' },
      { tag: 'tricky', input: '3 4\n5 5 5\n' },
      { tag: 'tricky', input: '3 3\n5 6 7\n' },
      { tag: 'tricky', input: '5 2\n0 0 0 0 0\n' },
    ],
    drawn: [
      { tag: 'typical', draw: windows(6, 20) },
      { tag: 'typical', draw: windows(20, 80) },
      { tag: 'typical', draw: windows(80, 300) },
      { tag: 'maximum', draw: full(0, MILLION, 2, 100) },
      { tag: 'maximum', draw: full(999_000, MILLION, 1950, N) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 3\n\n' },
      { tag: 'minimum', input: '1 1\n7\n' },
      { tag: 'tricky', input: '2 3\n5 5\n' },
      { tag: 'tricky', input: '4 2\n1 2 1 2\n' },
    ],
    drawn: [
      { tag: 'typical', draw: windows(6, 20) },
      { tag: 'typical', draw: windows(20, 80) },
      { tag: 'typical', draw: windows(80, 300) },
      { tag: 'maximum', draw: full(0, 1000, 1, 1) },
      { tag: 'maximum', draw: full(0, MILLION, 2, 100) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 1 0\n\n' },
      { tag: 'minimum', input: '1 1 0\n1\n' },
      { tag: 'minimum', input: '1 1 0\n0\n' },
      { tag: 'tricky', input: '4 2 5\n5 5 6 4\n' },
      { tag: 'tricky', input: '3 5 0\n9 9 9\n' },
    ],
    drawn: [
      { tag: 'typical', draw: thresholds(6, 20) },
      { tag: 'typical', draw: thresholds(20, 80) },
      { tag: 'typical', draw: thresholds(80, 300) },
      { tag: 'maximum', draw: wideBreach(2, 100) },
      { tag: 'maximum', draw: hugeBreach },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 2\n\n' },
      { tag: 'minimum', input: '1 1\n5\n' },
      { tag: 'tricky', input: '3 4\n1 2 3\n' },
      { tag: 'tricky', input: '6 2\n3 1 2 2 1 3\n' },
      { tag: 'tricky', input: '7 3\n5 5 5 5 5 5 5\n' },
    ],
    drawn: [
      { tag: 'typical', draw: windows(6, 20) },
      { tag: 'typical', draw: windows(20, 80) },
      { tag: 'typical', draw: windows(80, 300) },
      { tag: 'maximum', draw: full(0, MILLION, 2, 100) },
      { tag: 'maximum', draw: full(0, MILLION, 1, 1) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0 5\n\n' },
      { tag: 'minimum', input: '1 1\n1\n' },
      { tag: 'minimum', input: '1 2\n1\n' },
      { tag: 'tricky', input: '5 15\n1 2 3 4 5\n' },
      { tag: 'tricky', input: '5 16\n1 2 3 4 5\n' },
    ],
    drawn: [
      { tag: 'typical', draw: stretches(6, 20) },
      { tag: 'typical', draw: stretches(20, 80) },
      { tag: 'typical', draw: stretches(80, 300) },
      { tag: 'maximum', draw: longStretch(1, 20_000_000, 30_000_000) },
      { tag: 'maximum', draw: longStretch(999_000, 990_000_000, 1_000_000_000) },
    ],
  },
});
