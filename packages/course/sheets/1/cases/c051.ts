import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const CENTURIES = [1600, 1700, 1800, 1900, 2000, 2100, 2400, 9900, 8000];

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (y: number) => String(y).padStart(4, '0');

/** A year from 1 to 9999: mostly recent ones, sometimes anywhere, sometimes a few years off a century. */
function year(random: Random): number {
  const roll = random.int(0, 9);
  if (roll < 5) return random.int(1890, 2110);
  if (roll < 8) return random.int(1, 9999);
  return Math.min(9999, Math.max(1, random.int(1, 99) * 100 + random.int(-4, 4)));
}

/** A year within a few years of a century boundary, where the 100 and 400 rules bite. */
const nearCentury = (random: Random) => Math.min(9999, Math.max(1, random.int(0, 100) * 100 + random.int(-8, 8)));

/** Q queries of `one`, with Q from `min` to `max`. */
const queries =
  <T extends string | number>(min: number, max: number, one: (random: Random) => T) =>
  (random: Random) =>
    list(Array.from({ length: random.int(min, max) }, () => one(random)));

const years = [
  { tag: 'typical', draw: queries(5, 15, year) },
  { tag: 'typical', draw: queries(15, 60, year) },
  { tag: 'typical', draw: queries(5, 30, nearCentury) },
  { tag: 'maximum', draw: queries(1000, 1000, (random) => random.int(1, 9999)) },
  { tag: 'maximum', draw: queries(1000, 1000, nearCentury) },
] as const;

/** A range "A B" of years: a short span of recent years, or anywhere up to 10^9. */
function range(random: Random): string {
  if (random.chance(0.5)) {
    const a = random.int(1, 2100);
    return `${a} ${a + random.int(0, 300)}`;
  }
  const a = random.int(1, 1_000_000_000);
  return `${a} ${random.int(a, 1_000_000_000)}`;
}

/** A range "A B" with both ends within a few years of a century boundary, anywhere up to 10^9. */
function centuryRange(random: Random): string {
  const at = (c: number) => Math.min(1_000_000_000, Math.max(1, c * 100 + random.int(-3, 3)));
  const a = at(random.int(0, 9_999_999));
  const b = Math.max(a, at(Math.floor(a / 100) + random.int(0, 8)));
  return `${a} ${b}`;
}

/** A month "YYYY-MM" of a year drawn by `y`. */
const month =
  (y: (random: Random) => number, february = false) =>
  (random: Random) =>
    `${pad4(y(random))}-${pad2(february ? 2 : random.int(1, 12))}`;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([1]) },
      { tag: 'tricky', input: list(CENTURIES) },
      { tag: 'tricky', input: list([4, 100, 400, 9996, 9999]) },
    ],
    drawn: years,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([1]) },
      { tag: 'tricky', input: list(CENTURIES) },
      { tag: 'tricky', input: list([4, 100, 400, 9996, 9999]) },
    ],
    drawn: years,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: '1\n1 1\n' },
      { tag: 'tricky', input: '4\n1900 1900\n2000 2000\n1 4\n4 4\n' },
      { tag: 'tricky', input: '3\n100 400\n101 399\n1 1000000000\n' },
    ],
    drawn: [
      { tag: 'typical', draw: queries(3, 10, range) },
      { tag: 'typical', draw: queries(10, 40, range) },
      { tag: 'typical', draw: queries(5, 30, centuryRange) },
      { tag: 'maximum', draw: queries(1000, 1000, range) },
      { tag: 'maximum', draw: queries(1000, 1000, centuryRange) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01']) },
      { tag: 'tricky', input: list(['1900-02', '2000-02', '2100-02', '2400-02', '0004-02', '0100-02']) },
      { tag: 'tricky', input: list(['9999-12', '9996-02', '0001-02']) },
    ],
    drawn: [
      { tag: 'typical', draw: queries(5, 15, month(year)) },
      { tag: 'typical', draw: queries(15, 60, month(year)) },
      { tag: 'typical', draw: queries(5, 30, month(nearCentury, true)) },
      {
        tag: 'maximum',
        draw: queries(
          1000,
          1000,
          month((random) => random.int(1, 9999)),
        ),
      },
      { tag: 'maximum', draw: queries(1000, 1000, month(nearCentury, true)) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([1]) },
      { tag: 'tricky', input: list([1896, 2096, 2396, 1900, 2000]) },
      { tag: 'tricky', input: list([9996, 9999, 9995]) },
    ],
    drawn: years,
  },
});
