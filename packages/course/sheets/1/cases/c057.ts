import { defineCases } from '../../../cases';
import type { Random } from '../../../random';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const withHolidays = (hs: string[], qs: string[]) => `${hs.length}\n` + hs.map((h) => `${h}\n`).join('') + list(qs);

const HOLIDAYS = [
  '2024-01-01',
  '2024-03-29',
  '2024-04-01',
  '2024-05-01',
  '2024-05-09',
  '2024-05-20',
  '2024-12-25',
  '2024-12-26',
  '2024-12-28',
  '2025-01-01',
];

type Gen<T> = (random: Random) => T;

/** Days from 2000-01-01 to 2099-12-31, the range of every date. */
const DAYS = 36525;
const DAY = 1440;
const FIRST = Date.UTC(2000, 0, 1);

/** The day number (0 for 2000-01-01) of January 1 of `year`. */
const yearStart = (year: number) => (Date.UTC(year, 0, 1) - FIRST) / 864e5;

/** "YYYY-MM-DD HH:MM", `t` minutes after 2000-01-01 00:00. */
const stamp = (t: number) => new Date(FIRST + t * 6e4).toISOString().slice(0, 16).replace('T', ' ');

/** "YYYY-MM-DD" of day number `d`. */
const day = (d: number) => stamp(d * DAY).slice(0, 10);

/** A minute of the day: anywhere, inside working hours, or right at the edge of a window. */
const minuteOfDay: Gen<number> = (random) => {
  const roll = random.int(0, 9);
  if (roll < 4) return random.int(0, DAY - 1);
  if (roll < 8) return random.int(540, 1019);
  return random.pick([539, 540, 541, 719, 720, 780, 781, 1019, 1020, 1021, 0, 1439]);
};

/** A day number from a year in [from, to]. */
const dayIn =
  (from: number, to: number): Gen<number> =>
  (random) =>
    random.int(yearStart(from), yearStart(to + 1) - 1);

/** A moment on a day drawn by `d`, as minutes since 2000-01-01 00:00. */
const moment =
  (d: Gen<number>): Gen<number> =>
  (random) =>
    d(random) * DAY + minuteOfDay(random);

const recent = moment(dayIn(2020, 2028));
const anywhen = moment(dayIn(2000, 2099));

/** A span in minutes: most incidents last minutes to weeks, some months. */
const span: Gen<number> = (random) => random.int(0, random.pick([60, 600, 3 * DAY, 20 * DAY, 200 * DAY]));

/** A working-minute budget: an hour or two, a few days, weeks, or (with `huge`) up to 1000000. */
const budget =
  (huge = false): Gen<number> =>
  (random) =>
    random.chance(0.03) ? 0 : random.int(1, huge ? 1_000_000 : random.pick([120, 480, 2400, 20000]));

/** "S M": a ticket opened at a moment from `start` with a budget from `m`. */
const ticket =
  (start: Gen<number>, m: Gen<number>): Gen<string> =>
  (random) =>
    `${stamp(start(random))} ${m(random)}`;

/** "A B": an incident starting at a moment from `start` and lasting a span from `length`, kept in range. */
const incident =
  (start: Gen<number>, length: Gen<number>): Gen<string> =>
  (random) => {
    const a = start(random);
    return `${stamp(a)} ${stamp(Math.min(DAYS * DAY - 1, a + length(random)))}`;
  };

/** "A B": two moments anywhere in the range, in order. */
const wideIncident: Gen<string> = (random) => {
  const [a, b] = [anywhen(random), anywhen(random)];
  return `${stamp(Math.min(a, b))} ${stamp(Math.max(a, b))}`;
};

/** "A B": from the first years of the range to its last ones, the longest incidents. */
const longestIncident: Gen<string> = (random) =>
  `${stamp(moment(dayIn(2000, 2001))(random))} ${stamp(moment(dayIn(2098, 2099))(random))}`;

/** An incident starting anywhere and lasting up to ten years. */
const decadeIncident = incident(anywhen, (random) => random.int(0, 3653 * DAY));

/** 200 incidents of up to a year, `count` of them replaced by the longest ones (the references walk day by day). */
const someLongest =
  (count: number): Gen<string[]> =>
  (random) => {
    const qs = Array.from({ length: 200 }, () => incident(anywhen, (r) => r.int(0, 366 * DAY))(random));
    for (const at of random.sample([...qs.keys()], count)) qs[at] = longestIncident(random);
    return qs;
  };

/** `count` distinct holidays, days drawn by `d`, mostly weekdays, in any order. */
function holidays(random: Random, count: number, d: Gen<number>): string[] {
  const days = new Set<number>();
  while (days.size < count) {
    const h = d(random);
    if ((h + 5) % 7 < 5 || random.chance(0.1)) days.add(h);
  }
  return [...days].map(day);
}

/** Q lines from `one`, with Q from `min` to `max`. */
const lines = (random: Random, min: number, max: number, one: Gen<string>) =>
  Array.from({ length: random.int(min, max) }, () => one(random));

const lined =
  (min: number, max: number, one: Gen<string>): Gen<string> =>
  (random) =>
    list(lines(random, min, max, one));

/** H holidays around the years 2020-2028 (H from 0 to `most`), then queries from `one`. */
const withRecentHolidays =
  (most: number, min: number, max: number, one: Gen<string>): Gen<string> =>
  (random) =>
    withHolidays(holidays(random, random.int(0, most), dayIn(2020, 2028)), lines(random, min, max, one));

/** 100 holidays drawn by `d`, then Q = 200 queries from `one`. */
const fullHolidays =
  (d: Gen<number>, one: Gen<string>): Gen<string> =>
  (random) =>
    withHolidays(holidays(random, 100, d), lines(random, 200, 200, one));

/** 100 holidays crowded into the two years of a starting point of queries that mostly run through them. */
const crowdedHolidays =
  (one: (start: Gen<number>) => Gen<string>): Gen<string> =>
  (random) => {
    const year = random.int(2000, 2098);
    return withHolidays(
      holidays(random, 100, dayIn(year, year + 1)),
      lines(random, 200, 200, one(moment(dayIn(year, year)))),
    );
  };

export const cases = defineCases({
  A: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2000-01-01 00:00 0']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-08 16:00 60',
          '2024-03-08 17:00 1',
          '2024-03-09 12:00 0',
          '2024-03-08 16:59 1',
          '2024-03-08 16:59 2',
        ]),
      },
      {
        tag: 'tricky',
        input: list(['2024-02-28 16:00 600', '2023-12-29 15:00 240', '2024-03-10 23:59 480', '2024-03-11 09:00 2400']),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lined(3, 10, ticket(recent, budget())) },
      { tag: 'typical', draw: lined(10, 40, ticket(recent, budget())) },
      { tag: 'typical', draw: lined(5, 30, ticket(anywhen, budget(true))) },
      { tag: 'maximum', draw: lined(200, 200, ticket(anywhen, budget(true))) },
      {
        tag: 'maximum',
        draw: lined(
          200,
          200,
          ticket(moment(dayIn(2095, 2099)), (random) => random.int(990_000, 1_000_000)),
        ),
      },
    ],
  },
  B: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2000-01-01 00:00 2000-01-01 00:00']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-08 17:00 2024-03-11 09:00',
          '2024-03-08 16:59 2024-03-11 09:01',
          '2024-03-11 09:00 2024-03-11 09:00',
          '2024-03-11 08:00 2024-03-11 18:00',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-02-28 12:00 2024-03-01 12:00',
          '2023-12-31 00:00 2024-01-01 23:59',
          '2024-03-09 00:00 2024-03-10 23:59',
        ]),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lined(3, 10, incident(recent, span)) },
      { tag: 'typical', draw: lined(10, 40, incident(recent, span)) },
      { tag: 'typical', draw: lined(5, 30, wideIncident) },
      { tag: 'maximum', draw: lined(200, 200, decadeIncident) },
      { tag: 'maximum', draw: (random) => list(someLongest(5)(random)) },
    ],
  },
  C: {
    fixed: [
      { tag: 'empty', input: '0\n0\n' },
      { tag: 'minimum', input: withHolidays([], ['2000-01-01 00:00 0']) },
      {
        tag: 'tricky',
        input: withHolidays(HOLIDAYS, [
          '2023-12-29 16:00 120',
          '2024-12-24 16:59 2',
          '2024-12-25 12:00 0',
          '2024-03-28 17:00 1',
        ]),
      },
      {
        tag: 'tricky',
        input: withHolidays(['2024-03-09', '2024-03-10', '2024-03-11'], ['2024-03-08 16:00 60', '2024-03-08 16:00 61']),
      },
    ],
    drawn: [
      { tag: 'typical', draw: withRecentHolidays(15, 3, 10, ticket(recent, budget())) },
      { tag: 'typical', draw: withRecentHolidays(40, 10, 40, ticket(recent, budget())) },
      { tag: 'typical', draw: withRecentHolidays(20, 5, 30, ticket(anywhen, budget(true))) },
      { tag: 'maximum', draw: fullHolidays(dayIn(2000, 2099), ticket(anywhen, budget(true))) },
      { tag: 'maximum', draw: crowdedHolidays((start) => ticket(start, budget())) },
    ],
  },
  D: {
    fixed: [
      { tag: 'empty', input: '0\n0\n' },
      { tag: 'minimum', input: withHolidays([], ['2000-01-01 00:00 2000-01-01 00:00']) },
      {
        tag: 'tricky',
        input: withHolidays(HOLIDAYS, [
          '2024-12-24 12:00 2024-12-27 12:00',
          '2024-12-25 10:00 2024-12-25 16:00',
          '2024-12-28 00:00 2024-12-29 23:59',
        ]),
      },
      {
        tag: 'tricky',
        input: withHolidays(
          ['2024-03-11'],
          [
            '2024-03-11 08:00 2024-03-11 18:00',
            '2024-03-10 12:00 2024-03-12 10:00',
            '2024-03-11 12:00 2024-03-12 09:00',
          ],
        ),
      },
    ],
    drawn: [
      { tag: 'typical', draw: withRecentHolidays(15, 3, 10, incident(recent, span)) },
      { tag: 'typical', draw: withRecentHolidays(40, 10, 40, incident(recent, span)) },
      { tag: 'typical', draw: withRecentHolidays(20, 5, 30, wideIncident) },
      { tag: 'maximum', draw: fullHolidays(dayIn(2000, 2099), decadeIncident) },
      {
        tag: 'maximum',
        draw: (random) => withHolidays(holidays(random, 100, dayIn(2000, 2099)), someLongest(2)(random)),
      },
      { tag: 'maximum', draw: crowdedHolidays((start) => incident(start, (random) => random.int(0, 500 * DAY))) },
    ],
  },
  E: {
    fixed: [
      { tag: 'empty', input: '0\n' },
      { tag: 'minimum', input: list(['2000-01-01 00:00 2000-01-01 00:00']) },
      {
        tag: 'tricky',
        input: list([
          '2024-03-11 11:59 2024-03-11 13:01',
          '2024-03-11 12:00 2024-03-11 12:59',
          '2024-03-11 12:30 2024-03-12 12:30',
          '2024-03-08 17:00 2024-03-11 09:00',
        ]),
      },
      {
        tag: 'tricky',
        input: list([
          '2024-02-28 12:00 2024-03-01 12:00',
          '2023-12-31 00:00 2024-01-01 23:59',
          '2024-03-09 00:00 2024-03-10 23:59',
        ]),
      },
    ],
    drawn: [
      { tag: 'typical', draw: lined(3, 10, incident(recent, span)) },
      { tag: 'typical', draw: lined(10, 40, incident(recent, span)) },
      { tag: 'typical', draw: lined(5, 30, wideIncident) },
      { tag: 'maximum', draw: lined(200, 200, decadeIncident) },
      { tag: 'maximum', draw: (random) => list(someLongest(5)(random)) },
    ],
  },
});
