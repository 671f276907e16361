import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

/** One integer from `least` to `most`, never one of the fixed inputs `taken`. */
const between =
  (least: number, most: number, taken: readonly number[] = []) =>
  (random: Random) => {
    let n = random.int(least, most);
    while (taken.includes(n)) n = random.int(least, most);
    return `${n}\n`;
  };

type Pick = (random: Random) => number;

const span =
  (least: number, most: number): Pick =>
  (random) =>
    random.int(least, most);

/** A step k: mostly a count up to 100000, sometimes any up to 10^9. */
const anyStep: Pick = (random) => (random.chance(0.7) ? random.int(2, 100_000) : random.int(1, 1_000_000_000));

/** A circle of n engineers and a step k. */
const circle = (n: Pick, k: Pick) => (random: Random) => `${n(random)} ${k(random)}\n`;

/** A circle of n engineers, a step k, and you, engineer y anywhere in it. */
const rigged = (n: Pick, k: Pick) => (random: Random) => {
  const size = n(random);
  return `${size} ${k(random)} ${random.int(1, size)}\n`;
};

/** The log variations: circles of 20 to 1500 with any step, and full circles of about 2000 with huge and modest steps. */
const logged = [
  { tag: 'typical', draw: circle(span(20, 1500), span(1, 1_000_000_000)) },
  { tag: 'typical', draw: circle(span(20, 1500), span(1, 1_000_000_000)) },
  { tag: 'typical', draw: circle(span(20, 2000), span(2, 2_000_000)) },
  { tag: 'maximum', draw: circle(span(1950, 2000), span(900_000_000, 1_000_000_000)) },
  { tag: 'maximum', draw: circle(span(1940, 2000), span(2, 100_000)) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n' },
      { tag: 'tricky', input: '64\n' },
      { tag: 'tricky', input: '1023\n' },
      { tag: 'tricky', input: '536870912\n' },
    ],
    drawn: [
      { tag: 'typical', draw: between(2, 999_999, [64, 1023]) },
      { tag: 'typical', draw: between(1_000_000, 969_999_999, [536870912]) },
      { tag: 'typical', draw: between(1_000_000, 969_999_999, [536870912]) },
      { tag: 'maximum', draw: between(970_000_000, 1_000_000_000) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0 5\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'tricky', input: '10 1\n' },
      { tag: 'tricky', input: '6 1000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: circle(span(20, 1000), span(1, 1_000_000_000)) },
      { tag: 'typical', draw: circle(span(1000, 100_000), anyStep) },
      { tag: 'typical', draw: circle(span(1000, 100_000), anyStep) },
      { tag: 'maximum', draw: circle(span(970_000, 1_000_000), span(970_000_000, 1_000_000_000)) },
      { tag: 'maximum', draw: circle(span(970_000, 1_000_000), span(2, 1000)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0 3\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'minimum', input: '1 9\n' },
      { tag: 'tricky', input: '10 1\n' },
      { tag: 'tricky', input: '6 6\n' },
      { tag: 'tricky', input: '9 1000000000\n' },
    ],
    drawn: logged,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0 3\n' },
      { tag: 'minimum', input: '1 1\n' },
      { tag: 'minimum', input: '2 2\n' },
      { tag: 'tricky', input: '10 1\n' },
      { tag: 'tricky', input: '6 6\n' },
      { tag: 'tricky', input: '9 1000000000\n' },
    ],
    drawn: logged,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '1 1 1\n' },
      { tag: 'minimum', input: '2 1 1\n' },
      { tag: 'minimum', input: '2 1 2\n' },
      { tag: 'tricky', input: '10 1 10\n' },
      { tag: 'tricky', input: '41 3 31\n' },
      { tag: 'tricky', input: '5 1000000000 3\n' },
    ],
    drawn: [
      { tag: 'typical', draw: rigged(span(20, 1000), span(1, 1_000_000_000)) },
      { tag: 'typical', draw: rigged(span(1000, 100_000), anyStep) },
      { tag: 'typical', draw: rigged(span(1000, 100_000), anyStep) },
      { tag: 'maximum', draw: rigged(span(970_000, 1_000_000), span(970_000_000, 1_000_000_000)) },
      { tag: 'maximum', draw: rigged(span(970_000, 1_000_000), span(2, 1000)) },
    ],
  },
});
