import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const BILLION = 1_000_000_000;
const BIG_N = 100_000;
const SMALL_N = 2000;

type Range = readonly [number, number];

/** n from the first range and k from the second. */
const circle = (n: Range, k: Range) => (random: Random) => `${random.int(...n)} ${random.int(...k)}\n`;

/** n and k, then a third number from `low(n)` to n: the m-th to leave (C) or the wanted survivor t (E). */
const withTarget =
  (n: Range, k: Range, low: (n: number) => number = () => 1) =>
  (random: Random) => {
    const size = random.int(...n);
    return `${size} ${random.int(...k)} ${random.int(low(size), size)}\n`;
  };

/** n, then m counts from the given range. */
const counted = (n: Range, m: Range, count: Range) => (random: Random) => {
  const counts = Array.from({ length: random.int(...m) }, () => random.int(...count));
  return `${random.int(...n)} ${counts.length}\n${counts.join(' ')}\n`;
};

const nearBig: Range = [97_000, BIG_N];
const nearSmall: Range = [1940, SMALL_N];
const anyK: Range = [1, BILLION];
const hugeK: Range = [900_000_000, BILLION];

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0 5\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'minimum', input: '1 1000000000\n' },
      { tag: 'tricky', input: '10 1\n' },
      { tag: 'tricky', input: '5 1000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: circle([100, 10_000], [2, 1_000_000]) },
      { tag: 'typical', draw: circle([1000, 50_000], [1_000_000, BILLION]) },
      { tag: 'typical', draw: circle([10, 1000], anyK) },
      { tag: 'maximum', draw: circle(nearBig, [2, 5_000_000]) },
      { tag: 'maximum', draw: circle(nearBig, anyK) },
      { tag: 'maximum', draw: circle(nearBig, hugeK) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 3\n' },
      { tag: 'minimum', input: '1 4\n' },
      { tag: 'tricky', input: '6 1\n' },
      { tag: 'tricky', input: '5 1000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: circle([10, 60], anyK) },
      { tag: 'typical', draw: circle([60, 300], anyK) },
      { tag: 'typical', draw: circle([300, 1000], anyK) },
      { tag: 'maximum', draw: circle(nearSmall, anyK) },
      { tag: 'maximum', draw: circle(nearSmall, hugeK) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '1 1 1\n' },
      { tag: 'minimum', input: '2 1 1\n' },
      { tag: 'tricky', input: '5 1000000000 1\n' },
      { tag: 'tricky', input: '10 1 7\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withTarget([100, 5000], [2, 1000]) },
      { tag: 'typical', draw: withTarget([10, 5000], anyK) },
      { tag: 'typical', draw: withTarget([1000, 20_000], [2, 1_000_000]) },
      { tag: 'maximum', draw: withTarget(nearBig, [2, 1000], (n) => Math.floor(n / 2)) },
      { tag: 'maximum', draw: withTarget(nearBig, anyK) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 1\n5\n' },
      { tag: 'minimum', input: '1 1\n1\n' },
      { tag: 'tricky', input: '7 1\n3\n' },
      { tag: 'tricky', input: '6 3\n1 1 1\n' },
      { tag: 'tricky', input: '3 100\n' + Array.from({ length: 100 }, (_, i) => i + 1).join(' ') + '\n' },
    ],
    drawn: [
      { tag: 'typical', draw: counted([5, 300], [8, 20], [1, 20]) },
      { tag: 'typical', draw: counted([5, 300], [2, 5], [1, 1_000_000]) },
      { tag: 'typical', draw: counted([300, 1500], [3, 30], [1, 1000]) },
      { tag: 'maximum', draw: counted(nearSmall, [97, 100], [1, 1_000_000]) },
      { tag: 'maximum', draw: counted(nearSmall, [2, 4], [900_000, 1_000_000]) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '1 5 1\n' },
      { tag: 'minimum', input: '2 1 1\n' },
      { tag: 'tricky', input: '7 3 4\n' },
      { tag: 'tricky', input: '10 1 10\n' },
      { tag: 'tricky', input: '5 1000000000 3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: withTarget([10, 5000], [2, 1000]) },
      { tag: 'typical', draw: withTarget([10, 5000], anyK) },
      { tag: 'typical', draw: withTarget([1000, 20_000], [2, 1_000_000]) },
      { tag: 'maximum', draw: withTarget(nearBig, [2, 1000]) },
      { tag: 'maximum', draw: withTarget(nearBig, hugeK) },
    ],
  },
});
