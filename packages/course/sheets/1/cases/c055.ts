import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w = 2) => String(n).padStart(w, '0');

const iso = (y: number, m: number, d: number) => `${p(y, 4)}-${p(m)}-${p(d)}`;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const monthLength = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** The weekday of January 1 of year `y`: 0 for Monday to 6 for Sunday (0001-01-01 was a Monday). */
const jan1 = (y: number) => {
  const b = y - 1;
  return (b * 365 + Math.floor(b / 4) - Math.floor(b / 100) + Math.floor(b / 400)) % 7;
};

/** The number of ISO weeks of ISO year `y`. */
const isoWeeks = (y: number) => (jan1(y) === 3 || (isLeap(y) && jan1(y) === 2) ? 53 : 52);

const EDGE_DAYS = (y: number) => [
  iso(y - 1, 12, 28),
  iso(y - 1, 12, 29),
  iso(y - 1, 12, 30),
  iso(y - 1, 12, 31),
  iso(y, 1, 1),
  iso(y, 1, 2),
  iso(y, 1, 3),
  iso(y, 1, 4),
];

const BOUNDARIES = [2005, 2010, 2016, 2021, 2027].flatMap(EDGE_DAYS);

const LONG_YEARS = [2004, 2009, 2015, 2020, 2026, 1976, 1981, 1987, 1992, 1998];

/** A year of the sprint planner's lifetime, or one anywhere from 1 to 9999. */
const year = (random: Random) => (random.chance(0.6) ? random.int(1950, 2060) : random.int(1, 9999));

/** A year close to an end of the range or to a century. */
function edgeYear(random: Random): number {
  const roll = random.int(0, 2);
  if (roll === 0) return random.int(1, 30);
  if (roll === 1) return random.int(9970, 9999);
  return random.int(1, 99) * 100 + random.int(-1, 1);
}

/** A real date of a year drawn by `y`. */
const dateIn = (y: (random: Random) => number) => (random: Random) => {
  const yy = y(random);
  const m = random.int(1, 12);
  return iso(yy, m, random.int(1, monthLength(yy, m)));
};

/** A date in the two weeks around a New Year, where ISO years and calendar years part. */
const newYear = (y: (random: Random) => number) => (random: Random) => {
  const yy = y(random);
  const d = random.int(-7, 6);
  return d < 0 ? iso(yy - 1, 12, 32 + d) : iso(yy, 1, 1 + d);
};

/** A year from 2 to 9999 for `newYear`, so that the day before January 1 exists. */
const laterYear = (random: Random) => Math.max(2, year(random));

/** A date no later than 9999-12-26, the last Sunday of the range. */
const upTo1226 = (date: (random: Random) => string) => (random: Random) => {
  const s = date(random);
  return s > '9999-12-26' ? `9999-12-${p(random.int(1, 26))}` : s;
};

/** An ISO week date of a year drawn by `y`, often in week 1 or the last week; never after 9999-12-31. */
const weekDate = (y: (random: Random) => number) => (random: Random) => {
  const yy = y(random);
  const last = isoWeeks(yy);
  const w = random.chance(0.4) ? random.pick([1, 1, last - 1, last]) : random.int(1, last);
  const d = yy === 9999 && w === last ? random.int(1, 5) : random.int(1, 7);
  return `${p(yy, 4)}-W${p(w)}-${d}`;
};

/** A year that has 53 ISO weeks, or the year after one. */
function longYearOrNext(random: Random): number {
  let y = random.int(1, 9998);
  while (isoWeeks(y) !== 53) y = y === 1 ? 9998 : y - 1;
  return y + random.int(0, 1);
}

/** Q lines of `one`, with Q from `min` to `max`. */
const lines = (min: number, max: number, one: (random: Random) => string | number) => (random: Random) =>
  list(Array.from({ length: random.int(min, max) }, () => one(random)));

const years = [
  { tag: 'typical', draw: lines(5, 15, year) },
  { tag: 'typical', draw: lines(15, 60, year) },
  { tag: 'typical', draw: lines(5, 30, longYearOrNext) },
  { tag: 'maximum', draw: lines(1000, 1000, (random) => random.int(1, 9999)) },
  { tag: 'maximum', draw: lines(1000, 1000, edgeYear) },
] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      { tag: 'tricky', input: list(BOUNDARIES) },
      {
        tag: 'tricky',
        input: list(['2020-12-31', '2021-01-01', '2026-12-31', '2027-01-01', '2008-12-29', '2010-01-03']),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(5, 15, dateIn(year)) },
      { tag: 'typical', draw: lines(15, 60, dateIn(year)) },
      { tag: 'typical', draw: lines(5, 30, newYear(laterYear)) },
      {
        tag: 'maximum',
        draw: lines(
          1000,
          1000,
          dateIn((random) => random.int(1, 9999)),
        ),
      },
      {
        tag: 'maximum',
        draw: lines(
          1000,
          1000,
          newYear((random) => Math.max(2, edgeYear(random))),
        ),
      },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-W01-1']) },
      {
        tag: 'tricky',
        input: list(['2020-W53-5', '2015-W53-7', '2009-W01-1', '2010-W01-1', '2027-W01-1', '2026-W53-7']),
      },
      { tag: 'tricky', input: list(['2019-W01-1', '2020-W01-1', '2018-W52-7', '2008-W01-1', '2014-W01-1']) },
    ],
    drawn: [
      { tag: 'typical', draw: lines(5, 15, weekDate(year)) },
      { tag: 'typical', draw: lines(15, 60, weekDate(year)) },
      { tag: 'typical', draw: lines(5, 30, weekDate(longYearOrNext)) },
      {
        tag: 'maximum',
        draw: lines(
          1000,
          1000,
          weekDate((random) => random.int(1, 9999)),
        ),
      },
      { tag: 'maximum', draw: lines(1000, 1000, weekDate(edgeYear)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([1]) },
      { tag: 'tricky', input: list(LONG_YEARS) },
      { tag: 'tricky', input: list([1992, 2032, 2060, 2088, 1964, 2000, 1900, 2100]) },
    ],
    drawn: years,
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      { tag: 'tricky', input: list(BOUNDARIES.slice(0, 16)) },
      { tag: 'tricky', input: list(['2000-02-29', '1900-02-28', '2100-03-01', '0100-02-27']) },
    ],
    drawn: [
      { tag: 'typical', draw: lines(5, 15, dateIn(year)) },
      { tag: 'typical', draw: lines(15, 60, dateIn(year)) },
      { tag: 'typical', draw: lines(5, 30, newYear(laterYear)) },
      { tag: 'maximum', draw: lines(800, 800, upTo1226(dateIn((random) => random.int(1, 9999)))) },
      { tag: 'maximum', draw: lines(800, 800, upTo1226(newYear((random) => Math.max(2, edgeYear(random))))) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list([1]) },
      { tag: 'tricky', input: list([2009, 2010, 2011, 2015, 2016, 2020]) },
      { tag: 'tricky', input: list([100, 101, 400, 1900, 2000, 2100]) },
    ],
    drawn: years,
  },
});
