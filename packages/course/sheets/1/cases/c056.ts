import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const p = (n: number, w = 2) => String(n).padStart(w, '0');

const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

const NS = ['1', '2', '3', '4', '5', 'L'];

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const monthLength = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

type Gen<T> = (random: Random) => T;

/** A year of the change calendar's lifetime, or one anywhere from 1 to `last`. */
const year =
  (last = 9999): Gen<number> =>
  (random) =>
    random.chance(0.6) ? random.int(1990, 2040) : random.int(1, last);

/** A year close to an end of the range (up to `last`) or to a century. */
const edgeYear =
  (last = 9999): Gen<number> =>
  (random) => {
    const roll = random.int(0, 2);
    if (roll === 0) return random.int(1, 30);
    if (roll === 1) return random.int(last - 30, last);
    return random.int(1, 99) * 100 + random.int(-1, 1);
  };

/** A rule "N DAY"; with `fifth`, mostly a 5th or last occurrence, the ones months may lack. */
const rule =
  (fifth = false): Gen<string> =>
  (random) =>
    `${fifth && random.chance(0.7) ? random.pick(['5', '5', 'L']) : random.pick(NS)} ${random.pick(DAYS)}`;

/** A month "YYYY-MM" of a year from `y`, February more often than its share. */
const month =
  (y: Gen<number>): Gen<[number, number]> =>
  (random) => [y(random), random.chance(0.2) ? 2 : random.int(1, 12)];

/** A real date in a month from `ym`; with `late`, in the last ten days of the month. */
const dateIn =
  (ym: Gen<[number, number]>, late = false): Gen<string> =>
  (random) => {
    const [y, m] = ym(random);
    const len = monthLength(y, m);
    return `${p(y, 4)}-${p(m)}-${p(random.int(late ? len - 9 : 1, len))}`;
  };

/** A 13th of a month from `ym`, or a day next to it. */
const nearThirteenth =
  (ym: Gen<[number, number]>): Gen<string> =>
  (random) => {
    const [y, m] = ym(random);
    return `${p(y, 4)}-${p(m)}-${p(13 + random.int(-1, 1))}`;
  };

/** Two dates "A B" with A <= B, both drawn by `date`. */
const ordered =
  (date: Gen<string>): Gen<string> =>
  (random) => {
    const [a, b] = [date(random), date(random)];
    return a <= b ? `${a} ${b}` : `${b} ${a}`;
  };

/** A short range "A B" with A <= B: a date drawn by `date` and one up to a few years from it. */
const shortRange =
  (date: Gen<string>): Gen<string> =>
  (random) => {
    const a = date(random);
    const y = Math.min(9999, Number(a.slice(0, 4)) + random.pick([0, 0, 1, 5]));
    const b = dateIn(month(() => y))(random);
    return a <= b ? `${a} ${b}` : `${b} ${a}`;
  };

/** Q lines, each of the pieces drawn by `parts` joined by spaces, with Q from `min` to `max`. */
const lines =
  (min: number, max: number, ...parts: Gen<string | number>[]) =>
  (random: Random) =>
    list(Array.from({ length: random.int(min, max) }, () => parts.map((part) => part(random)).join(' ')));

const ymText =
  (ym: Gen<[number, number]>): Gen<string> =>
  (random) => {
    const [y, m] = ym(random);
    return `${p(y, 4)}-${p(m)}`;
  };

const yearText =
  (y: Gen<number>): Gen<string> =>
  (random) =>
    p(y(random), 4);

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01 1 MON']) },
      {
        tag: 'tricky',
        input: list([
          '2015-02 1 SUN',
          '2015-02 4 SAT',
          '2015-02 5 SUN',
          '2015-02 L SAT',
          '2016-02 5 MON',
          '2100-02 5 MON',
        ]),
      },
      {
        tag: 'tricky',
        input: list(['2024-06 1 SAT', '2024-06 5 SUN', '2024-06 L SUN', '2024-06 5 MON', '2024-08 5 SAT']),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lines(3, 10, ymText(month(year())), rule()) },
      { tag: 'typical', draw: lines(10, 50, ymText(month(year())), rule()) },
      { tag: 'typical', draw: lines(5, 30, ymText(month(year())), rule(true)) },
      { tag: 'maximum', draw: lines(1000, 1000, ymText(month(year())), rule()) },
      { tag: 'maximum', draw: lines(1000, 1000, ymText(month(edgeYear())), rule(true)) },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01 1 MON']) },
      {
        tag: 'tricky',
        input: list([
          '2024-12-31 1 WED',
          '2024-12-27 L FRI',
          '2024-12-26 L FRI',
          '2015-01-31 5 SUN',
          '2021-01-01 5 MON',
        ]),
      },
      { tag: 'tricky', input: list(['2024-02-29 5 THU', '2024-02-28 5 THU', '2023-12-31 L SUN', '2024-03-31 L SUN']) },
    ],
    drawn: [
      { tag: 'typical', draw: lines(3, 10, dateIn(month(year(9998))), rule()) },
      { tag: 'typical', draw: lines(10, 40, dateIn(month(year(9998))), rule()) },
      { tag: 'typical', draw: lines(5, 30, dateIn(month(year(9998)), true), rule(true)) },
      { tag: 'maximum', draw: lines(800, 800, dateIn(month(year(9998))), rule()) },
      { tag: 'maximum', draw: lines(800, 800, dateIn(month(edgeYear(9998)), true), rule(true)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001-01-01']) },
      {
        tag: 'tricky',
        input: list(['2015-02-28', '2015-02-22', '2015-02-21', '2024-02-29', '2024-02-22', '2100-02-28', '2100-02-22']),
      },
      { tag: 'tricky', input: list(['2024-04-07', '2024-04-24', '2024-04-23', '2024-04-30', '2024-01-25']) },
    ],
    drawn: [
      { tag: 'typical', draw: lines(3, 10, dateIn(month(year()))) },
      { tag: 'typical', draw: lines(10, 50, dateIn(month(year()))) },
      { tag: 'typical', draw: lines(5, 30, dateIn(month(year()), true)) },
      { tag: 'maximum', draw: lines(1000, 1000, dateIn(month(year()))) },
      { tag: 'maximum', draw: lines(1000, 1000, dateIn(month(edgeYear()), true)) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2026-03-13 2026-03-13']) },
      {
        tag: 'tricky',
        input: list([
          '2026-02-13 2026-02-13',
          '2026-02-12 2026-02-12',
          '2026-02-14 2026-03-12',
          '2026-02-13 2026-03-13',
          '2026-02-14 2026-03-13',
        ]),
      },
      { tag: 'tricky', input: list(['2000-01-01 2399-12-31', '2400-01-01 2799-12-31', '1601-01-01 2000-12-31']) },
    ],
    drawn: [
      { tag: 'typical', draw: lines(3, 10, shortRange(dateIn(month(year())))) },
      { tag: 'typical', draw: lines(10, 40, shortRange(nearThirteenth(month(year())))) },
      { tag: 'typical', draw: lines(5, 30, ordered(dateIn(month(year())))) },
      { tag: 'maximum', draw: lines(800, 800, ordered(dateIn(month((random) => random.int(1, 9999))))) },
      { tag: 'maximum', draw: lines(800, 800, ordered(nearThirteenth(month(edgeYear())))) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['0001 1 MON']) },
      { tag: 'tricky', input: list(['2015 5 SAT', '2015 5 SUN', '2016 5 MON', '2100 5 MON']) },
      { tag: 'tricky', input: list(['2024 L SUN', '2024 4 SUN', '2024 5 SUN']) },
    ],
    drawn: [
      { tag: 'typical', draw: lines(2, 8, yearText(year()), rule()) },
      { tag: 'typical', draw: lines(8, 30, yearText(year()), rule()) },
      { tag: 'typical', draw: lines(3, 20, yearText(year()), rule(true)) },
      { tag: 'maximum', draw: lines(100, 100, yearText(year()), rule()) },
      { tag: 'maximum', draw: lines(100, 100, yearText(edgeYear()), rule(true)) },
    ],
  },
});
