import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w: number) => String(n).padStart(w, '0');

const iso = ([y, m, d]: Ymd) => `${p(y, 4)}-${p(m, 2)}-${p(d, 2)}`;

type Ymd = [number, number, number];

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const monthLength = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** The number of days from 0001-01-01 to the date. */
function dayNumber([y, m, d]: Ymd): number {
  const before = y - 1;
  let days = before * 365 + Math.floor(before / 4) - Math.floor(before / 100) + Math.floor(before / 400);
  for (let k = 1; k < m; k++) days += monthLength(y, k);
  return days + d - 1;
}

/** A real date with its year from `lo` to `hi`; now and then February 29 of a leap year in range. */
function date(random: Random, lo: number, hi: number): Ymd {
  const y = random.int(lo, hi);
  if (random.chance(0.05) && isLeap(y)) return [y, 2, 29];
  const m = random.int(1, 12);
  return [y, m, random.int(1, monthLength(y, m))];
}

/** A date a few days to a few years from `a`, clamped to the calendar. */
function near(random: Random, [y]: Ymd): Ymd {
  const span = random.pick([0, 0, 1, 3, 40]);
  return date(random, Math.max(1, y - span), Math.min(9999, y + span));
}

/** Two dates of realistic years, a few days to a few decades apart. */
function nearPair(random: Random): [Ymd, Ymd] {
  const a = date(random, 1900, 2100);
  return random.chance(0.5) ? [a, near(random, a)] : [near(random, a), a];
}

/** Two dates anywhere from 0001 to 9999. */
const widePair = (random: Random): [Ymd, Ymd] => [date(random, 1, 9999), date(random, 1, 9999)];

/** Two dates at the two ends of the calendar, sometimes exactly 0001-01-01 and 9999-12-31. */
function extremePair(random: Random): [Ymd, Ymd] {
  const low: Ymd = random.chance(0.1) ? [1, 1, 1] : date(random, 1, 3);
  const high: Ymd = random.chance(0.1) ? [9999, 12, 31] : date(random, 9997, 9999);
  return random.chance(0.5) ? [low, high] : [high, low];
}

/** A pair drawn by `pair`, as "A B" in either order, or with A <= B when `ordered`. */
const line =
  (pair: (random: Random) => [Ymd, Ymd], ordered = false) =>
  (random: Random) => {
    const [a, b] = pair(random).map(iso);
    return ordered && a > b ? `${b} ${a}` : `${a} ${b}`;
  };

/** A birth date and a reference date (in either order), often close to a birthday or born on February 29. */
function birthday(random: Random): [Ymd, Ymd] {
  const birth = random.chance(0.2) ? ([random.int(487, 502) * 4, 2, 29] as Ymd) : date(random, 1940, 2010);
  const y = random.int(birth[0], 2030);
  if (!random.chance(0.4)) return [birth, date(random, y, y)];
  const [, m, d] = birth;
  return [birth, [y, m, Math.max(1, Math.min(monthLength(y, m), d + random.int(-1, 1)))]];
}

/** "D N": a date and the signed number of days to another date drawn with it by `pair`. */
const shift = (pair: (random: Random) => [Ymd, Ymd]) => (random: Random) => {
  const [a, b] = pair(random);
  return `${iso(a)} ${dayNumber(b) - dayNumber(a)}`;
};

/** Q lines of `one`, with Q from `min` to `max`. */
const lines = (min: number, max: number, one: (random: Random) => string) => (random: Random) =>
  list(Array.from({ length: random.int(min, max) }, () => one(random)));

/** The drawn cases of a variation whose lines are made from pairs of dates by `make`. */
const drawnFor = (make: (pair: (random: Random) => [Ymd, Ymd]) => (random: Random) => string) =>
  [
    { tag: 'typical', draw: lines(3, 10, make(nearPair)) },
    { tag: 'typical', draw: lines(10, 40, make(nearPair)) },
    { tag: 'typical', draw: lines(5, 30, make(widePair)) },
    { tag: 'maximum', draw: lines(800, 800, make(widePair)) },
    { tag: 'maximum', draw: lines(800, 800, make(extremePair)) },
  ] as const;

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01 0001-01-01']) },
      {
        tag: 'tricky',
        input: list([
          '1900-02-28 1900-03-01',
          '2000-02-28 2000-03-01',
          '2100-02-28 2100-03-01',
          '0004-02-28 0004-03-01',
        ]),
      },
      { tag: 'tricky', input: list(['1999-12-31 2000-01-01', '0099-12-31 0100-01-01', '1970-01-01 2038-01-19']) },
    ],
    drawn: drawnFor((pair) => line(pair)),
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01 0']) },
      {
        tag: 'tricky',
        input: list(['1900-02-28 1', '2000-02-28 1', '2100-03-01 -1', '0100-03-01 -1', '0004-02-28 1']),
      },
      { tag: 'tricky', input: list(['0100-01-01 -1', '0001-12-31 1', '0033-04-03 -10000']) },
    ],
    drawn: drawnFor(shift),
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2024-05-05 2024-05-05']) },
      {
        tag: 'tricky',
        input: list([
          '2000-02-29 2001-02-28',
          '2000-02-29 2001-03-01',
          '2000-02-29 2004-02-28',
          '2000-02-29 2004-02-29',
        ]),
      },
      { tag: 'tricky', input: list(['1999-12-31 2000-01-01', '1999-12-31 2000-12-31', '1999-01-01 1999-12-31']) },
    ],
    drawn: [
      { tag: 'typical', draw: lines(3, 10, line(birthday, true)) },
      { tag: 'typical', draw: lines(10, 40, line(birthday, true)) },
      { tag: 'typical', draw: lines(5, 30, line(widePair, true)) },
      { tag: 'maximum', draw: lines(800, 800, line(birthday, true)) },
      { tag: 'maximum', draw: lines(800, 800, line(extremePair, true)) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2024-03-07 2024-03-07']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-08 2024-03-14',
          '2024-03-09 2024-03-15',
          '2024-03-08 2024-03-15',
          '2024-03-09 2024-03-14',
        ]),
      },
      { tag: 'tricky', input: list(['0001-01-01 0001-01-05', '0001-01-01 0001-01-04', '9999-12-31 9999-12-31']) },
    ],
    drawn: drawnFor((pair) => line(pair, true)),
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01 0001-01-01']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-08 2024-03-01',
          '2024-03-08 2024-03-02',
          '2024-03-01 2024-03-08',
          '2024-03-01 2024-03-07',
        ]),
      },
      { tag: 'tricky', input: list(['2000-02-28 2000-03-01', '1900-02-28 1900-03-01', '2024-01-01 2023-12-31']) },
    ],
    drawn: drawnFor((pair) => line(pair)),
  },
});
