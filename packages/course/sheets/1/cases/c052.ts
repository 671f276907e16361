import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w: number) => String(n).padStart(w, '0');

const iso = (y: number, m: number, d: number) => `${p(y, 4)}-${p(m, 2)}-${p(d, 2)}`;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const monthLength = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

const EDGES = [
  '0001-01-01',
  '9999-12-31',
  '2000-02-29',
  '1900-02-28',
  '1900-03-01',
  '2024-12-31',
  '2023-12-31',
  '1970-01-01',
  '0099-12-31',
  '0100-03-01',
];

const WEEK = ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-09', '2024-03-10'];

/** A real date of a year drawn by `year`. */
const dateIn = (year: (random: Random) => number) => (random: Random) => {
  const y = year(random);
  const m = random.int(1, 12);
  return iso(y, m, random.int(1, monthLength(y, m)));
};

/** A date of a recent year, an early one (below 0100), or any year. */
const anyDate = dateIn((random) => {
  const roll = random.int(0, 9);
  return roll < 6 ? random.int(1950, 2050) : roll < 7 ? random.int(1, 99) : random.int(1, 9999);
});

/** A date where the calendar is sharpest: a month end, a February 28/29 or March 1, a century or an early year. */
function edgeDate(random: Random): string {
  const y = random.chance(0.5) ? random.int(1, 99) * 100 + random.int(-1, 1) : random.int(1, 9999);
  const m = random.pick([1, 2, 2, 3, 12, random.int(1, 12)]);
  if (m === 3 && random.chance(0.5)) return iso(y, 3, 1);
  return iso(y, m, monthLength(y, m) - (m === 2 ? random.int(0, 1) : 0));
}

/** Q dates of `one`, with Q from `min` to `max`. */
const dates = (min: number, max: number, one: (random: Random) => string) => (random: Random) =>
  list(Array.from({ length: random.int(min, max) }, () => one(random)));

const drawn = [
  { tag: 'typical', draw: dates(5, 15, anyDate) },
  { tag: 'typical', draw: dates(15, 60, anyDate) },
  { tag: 'typical', draw: dates(5, 30, edgeDate) },
  {
    tag: 'maximum',
    draw: dates(
      1000,
      1000,
      dateIn((random) => random.int(1, 9999)),
    ),
  },
  { tag: 'maximum', draw: dates(1000, 1000, edgeDate) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      { tag: 'tricky', input: list(EDGES) },
      { tag: 'tricky', input: list(['0050-06-15', '0004-02-29', '0099-03-01']) },
    ],
    drawn,
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      { tag: 'tricky', input: list(EDGES) },
      { tag: 'tricky', input: list(WEEK) },
      { tag: 'tricky', input: list(['0050-06-15', '0004-02-29', '0099-03-01']) },
    ],
    drawn,
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      { tag: 'tricky', input: list(EDGES) },
      { tag: 'tricky', input: list(['1900-12-31', '2000-12-31', '2100-03-01', '2400-03-01']) },
    ],
    drawn,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      { tag: 'tricky', input: list(EDGES) },
      { tag: 'tricky', input: list(['1900-01-01', '2000-01-01', '2100-02-28', '2400-02-28']) },
    ],
    drawn,
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      { tag: 'tricky', input: list(EDGES) },
      { tag: 'tricky', input: list(['1900-02-01', '2000-02-01', '2100-02-14', '0004-02-03']) },
    ],
    drawn,
  },
});
