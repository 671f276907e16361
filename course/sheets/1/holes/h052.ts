import type { HoleSpec } from '../../../schema';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');
const p = (n: number, w: number) => String(n).padStart(w, '0');
const iso = (y: number, m: number, d: number) => `${p(y, 4)}-${p(m, 2)}-${p(d, 2)}`;
// pseudo-random valid dates (day capped at 28, plus some month ends)
const spread = (n: number, k: number) =>
  Array.from({ length: n }, (_, i) => iso(1 + ((i * 7919 + k) % 9999), 1 + ((i * 5 + k) % 12), 1 + ((i * 13 + k) % 28)));
const EDGES = ['0001-01-01', '9999-12-31', '2000-02-29', '1900-02-28', '1900-03-01', '2024-12-31', '2023-12-31', '1970-01-01', '0099-12-31', '0100-03-01'];
const WEEK = ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-09', '2024-03-10'];
const MONTH_ENDS = ['2024-01-31', '2024-02-29', '2023-02-28', '2024-04-30', '2024-06-30', '2024-09-30', '2024-11-30', '2024-12-31'];

const FMT =
  'The first line holds Q (0 <= Q <= 1000). Then Q lines follow, each a valid date YYYY-MM-DD of the proleptic Gregorian calendar, with the year between 0001 and 9999 written with four digits. ' +
  'With Q = 0 there is nothing to print.';
const intro = 'Your incident tickets carry only dates, and the post-mortem template wants more. Use the proleptic Gregorian calendar for every date (no 1582 switch, no time zones). ';

export const hole: HoleSpec = {
  id: 52,
  title: 'What Day Was That Outage?',
  category: 'dates',
  difficulty: 2,
  variations: {
    A: {
      description: intro + 'For each date, print the English name of its day of the week (Monday, Tuesday, ..., Sunday). Years go down to 0001, which began on a Monday.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.',
        examples: { input: list(['2024-02-29', '1970-01-01', '2000-01-01']), output: 'Thursday\nThursday\nSaturday\n' },
      },
      hints: ['Count days from a known reference date, or use Zeller\'s congruence.', 'Some date libraries treat years below 100 specially: be careful with 0001..0099.'],
      par: 194,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list(['0001-01-01']), output: 'Monday\n' },
        { tag: 'tricky', input: list(EDGES), output: 'Monday\nFriday\nTuesday\nWednesday\nThursday\nTuesday\nSunday\nThursday\nThursday\nMonday\n' },
        { tag: 'typical', input: list(WEEK), output: 'Monday\nTuesday\nWednesday\nThursday\nFriday\nSaturday\nSunday\n' },
        { tag: 'tricky', input: list(['0050-06-15', '0004-02-29', '0099-03-01']), output: 'Wednesday\nSunday\nSunday\n' },
        { tag: 'typical', input: list(MONTH_ENDS), output: 'Wednesday\nThursday\nTuesday\nTuesday\nSunday\nMonday\nSaturday\nTuesday\n' },
        { tag: 'typical', input: list(spread(40, 3)), output: 'Sunday\nMonday\nThursday\nFriday\nTuesday\nMonday\nThursday\nFriday\nTuesday\nFriday\nFriday\nMonday\nTuesday\n' +
          'Saturday\nTuesday\nMonday\nThursday\nFriday\nTuesday\nWednesday\nThursday\nSaturday\nMonday\nFriday\nSaturday\n' +
          'Monday\nWednesday\nThursday\nMonday\nMonday\nThursday\nThursday\nMonday\nThursday\nFriday\nMonday\nMonday\n' +
          'Friday\nSunday\nSunday\n' },
        { tag: 'maximum', input: list(spread(1000, 11)), output: 'Wednesday\nMonday\nFriday\nSaturday\nWednesday\nThursday\nFriday\nTuesday\nWednesday\nSunday\nMonday\nMonday\n' +
          'Friday\nSaturday\nWednesday\nTuesday\nFriday\nSunday\nWednesday\nSunday\nFriday\nMonday\nThursday\nFriday\n' +
          'Tuesday\nMonday\nThursday\nFriday\nTuesday\nThursday\nFriday\nMonday\nTuesday\nSaturday\nSunday\nMonday\n' +
          'Thursday\nFriday\nTuesday\nMonday\nThursday\nSaturday\nMonday\nFriday\nFriday\nMonday\nWednesday\nThursday\n' +
          'Monday\nMonday\nThursday\nThursday\nMonday\nTuesday\nFriday\nMonday\nMonday\nFriday\nSaturday\nSunday\n' +
          'Wednesday\nWednesday\nSunday\nSunday\nThursday\nSaturday\nSunday\nThursday\nThursday\nMonday\nWednesday\n' +
          'Wednesday\nSunday\nSunday\nThursday\nThursday\nSunday\nMonday\nWednesday\nSunday\nSunday\nWednesday\nFriday\n' +
          'Saturday\nWednesday\nWednesday\nSaturday\nSaturday\nWednesday\nSaturday\nSunday\nWednesday\nWednesday\nSunday\n' +
          'Tuesday\nWednesday\nSaturday\nFriday\nTuesday\nWednesday\nSaturday\nSunday\nTuesday\nSaturday\nSunday\n' +
          'Wednesday\nThursday\nFriday\nTuesday\nWednesday\nSaturday\nFriday\nTuesday\nThursday\nSunday\nWednesday\n' +
          'Monday\nFriday\nMonday\nTuesday\nFriday\nThursday\nMonday\nTuesday\nSaturday\nSunday\nMonday\nFriday\nSaturday\n' +
          'Wednesday\nWednesday\nThursday\nMonday\nTuesday\nSaturday\nThursday\nSunday\nWednesday\nFriday\nTuesday\n' +
          'Monday\nThursday\nSunday\nMonday\nFriday\nThursday\nSunday\nMonday\nFriday\nMonday\nMonday\nThursday\nFriday\n' +
          'Tuesday\nWednesday\nWednesday\nSunday\nSunday\nThursday\nThursday\nSunday\nWednesday\nThursday\nMonday\nMonday\n' +
          'Thursday\nSunday\nSunday\nThursday\nThursday\nSunday\nMonday\nThursday\nSaturday\nSunday\nWednesday\nThursday\n' +
          'Sunday\nTuesday\nWednesday\nSaturday\nSunday\nWednesday\nWednesday\nSunday\nTuesday\nThursday\nSunday\nSunday\n' +
          'Thursday\nFriday\nSunday\nWednesday\nTuesday\nSaturday\nSaturday\nWednesday\nFriday\nSaturday\nWednesday\n' +
          'Wednesday\nSunday\nMonday\nTuesday\nSaturday\nSaturday\nWednesday\nTuesday\nSaturday\nMonday\nWednesday\n' +
          'Sunday\nFriday\nTuesday\nFriday\nFriday\nTuesday\nMonday\nFriday\nSaturday\nTuesday\nFriday\nFriday\nTuesday\n' +
          'Wednesday\nSaturday\nSunday\nMonday\nFriday\nSaturday\nTuesday\nMonday\nThursday\nSunday\nTuesday\nFriday\n' +
          'Friday\nMonday\nThursday\nFriday\nMonday\nMonday\nThursday\nFriday\nTuesday\nThursday\nFriday\nMonday\nTuesday\n' +
          'Saturday\nSaturday\nSunday\nThursday\nThursday\nMonday\nSunday\nThursday\nSunday\nMonday\nFriday\nThursday\n' +
          'Monday\nThursday\nThursday\nMonday\nSunday\nThursday\nFriday\nMonday\nWednesday\nWednesday\nSunday\nMonday\n' +
          'Thursday\nSunday\nSaturday\nWednesday\nThursday\nSunday\nSunday\nWednesday\nSaturday\nMonday\nThursday\n' +
          'Thursday\nSunday\nTuesday\nThursday\nSunday\nSaturday\nTuesday\nWednesday\nSunday\nTuesday\nWednesday\n' +
          'Saturday\nSunday\nThursday\nSaturday\nSaturday\nTuesday\nWednesday\nSunday\nSaturday\nWednesday\nThursday\n' +
          'Sunday\nThursday\nTuesday\nSaturday\nMonday\nTuesday\nSaturday\nFriday\nTuesday\nTuesday\nSaturday\nTuesday\n' +
          'Tuesday\nSaturday\nSaturday\nWednesday\nSaturday\nFriday\nTuesday\nTuesday\nSaturday\nFriday\nMonday\nThursday\n' +
          'Friday\nTuesday\nTuesday\nFriday\nMonday\nMonday\nFriday\nFriday\nMonday\nTuesday\nFriday\nMonday\nTuesday\n' +
          'Friday\nSaturday\nTuesday\nThursday\nThursday\nMonday\nMonday\nThursday\nThursday\nMonday\nThursday\nFriday\n' +
          'Monday\nMonday\nFriday\nMonday\nMonday\nThursday\nThursday\nMonday\nTuesday\nFriday\nSaturday\nSunday\nThursday\n' +
          'Friday\nMonday\nWednesday\nWednesday\nSunday\nMonday\nThursday\nWednesday\nSunday\nWednesday\nFriday\nMonday\n' +
          'Sunday\nThursday\nSaturday\nMonday\nThursday\nTuesday\nSaturday\nSunday\nThursday\nSaturday\nSaturday\n' +
          'Wednesday\nThursday\nMonday\nWednesday\nTuesday\nSaturday\nSunday\nThursday\nThursday\nSaturday\nMonday\n' +
          'Thursday\nMonday\nSaturday\nTuesday\nFriday\nSaturday\nWednesday\nTuesday\nFriday\nSaturday\nWednesday\n' +
          'Saturday\nSaturday\nTuesday\nWednesday\nSunday\nWednesday\nTuesday\nFriday\nSaturday\nWednesday\nThursday\n' +
          'Friday\nSunday\nTuesday\nSaturday\nSaturday\nTuesday\nThursday\nFriday\nTuesday\nTuesday\nFriday\nFriday\n' +
          'Tuesday\nFriday\nSaturday\nTuesday\nTuesday\nSaturday\nMonday\nMonday\nThursday\nThursday\nMonday\nTuesday\n' +
          'Friday\nSunday\nMonday\nFriday\nFriday\nTuesday\nThursday\nThursday\nMonday\nMonday\nFriday\nFriday\nMonday\n' +
          'Wednesday\nThursday\nMonday\nMonday\nThursday\nSunday\nSunday\nThursday\nThursday\nSunday\nMonday\nThursday\n' +
          'Sunday\nMonday\nThursday\nThursday\nMonday\nWednesday\nThursday\nSunday\nSaturday\nWednesday\nThursday\nSunday\n' +
          'Tuesday\nWednesday\nSunday\nMonday\nThursday\nSaturday\nSaturday\nWednesday\nThursday\nSunday\nSunday\n' +
          'Wednesday\nFriday\nMonday\nThursday\nTuesday\nSaturday\nTuesday\nWednesday\nSaturday\nFriday\nTuesday\n' +
          'Wednesday\nSunday\nTuesday\nTuesday\nSaturday\nSunday\nThursday\nSaturday\nFriday\nTuesday\nWednesday\nSunday\n' +
          'Sunday\nMonday\nThursday\nSaturday\nWednesday\nTuesday\nFriday\nMonday\nTuesday\nSaturday\nFriday\nMonday\n' +
          'Tuesday\nSaturday\nTuesday\nTuesday\nFriday\nSaturday\nWednesday\nFriday\nThursday\nMonday\nMonday\nFriday\n' +
          'Saturday\nMonday\nThursday\nFriday\nTuesday\nWednesday\nFriday\nMonday\nMonday\nFriday\nFriday\nMonday\nTuesday\n' +
          'Friday\nSunday\nMonday\nThursday\nFriday\nMonday\nThursday\nThursday\nSunday\nMonday\nThursday\nFriday\nMonday\n' +
          'Wednesday\nFriday\nMonday\nTuesday\nFriday\nSaturday\nMonday\nThursday\nWednesday\nSunday\nSunday\nThursday\n' +
          'Saturday\nSunday\nThursday\nThursday\nMonday\nWednesday\nWednesday\nSunday\nSunday\nThursday\nThursday\nSunday\n' +
          'Tuesday\nThursday\nMonday\nMonday\nWednesday\nSaturday\nSaturday\nWednesday\nTuesday\nSaturday\nSunday\n' +
          'Wednesday\nSaturday\nSaturday\nWednesday\nThursday\nSunday\nWednesday\nTuesday\nSaturday\nSunday\nWednesday\n' +
          'Thursday\nFriday\nMonday\nWednesday\nSaturday\nSunday\nTuesday\nFriday\nSaturday\nTuesday\nTuesday\nFriday\n' +
          'Saturday\nWednesday\nFriday\nSaturday\nTuesday\nWednesday\nSunday\nMonday\nMonday\nFriday\nFriday\nTuesday\n' +
          'Tuesday\nFriday\nMonday\nTuesday\nSaturday\nSaturday\nTuesday\nFriday\nFriday\nTuesday\nMonday\nFriday\n' +
          'Saturday\nTuesday\nThursday\nThursday\nMonday\nTuesday\nFriday\nMonday\nSunday\nThursday\nFriday\nMonday\n' +
          'Tuesday\nThursday\nSunday\nTuesday\nFriday\nSaturday\nMonday\nWednesday\nFriday\nMonday\nTuesday\nWednesday\n' +
          'Thursday\nMonday\nWednesday\nThursday\nSunday\nMonday\nFriday\nSunday\nSunday\nWednesday\nThursday\nMonday\n' +
          'Monday\nThursday\nFriday\nMonday\nFriday\nFriday\nSunday\nTuesday\nWednesday\nSunday\nSunday\nWednesday\n' +
          'Wednesday\nSunday\nWednesday\nWednesday\nSunday\nSunday\nThursday\nSunday\nSaturday\nWednesday\nWednesday\n' +
          'Sunday\nMonday\nTuesday\nFriday\nSaturday\nWednesday\nThursday\nSaturday\nTuesday\nTuesday\nSaturday\nSunday\n' +
          'Tuesday\nWednesday\nSaturday\nTuesday\nWednesday\nSaturday\nSunday\nWednesday\nFriday\nFriday\nTuesday\n' +
          'Tuesday\nFriday\nSaturday\nTuesday\nFriday\nSaturday\nTuesday\nWednesday\nSaturday\nTuesday\nTuesday\nFriday\n' +
          'Saturday\nTuesday\nWednesday\nSaturday\nSunday\nMonday\nFriday\nSaturday\nTuesday\nThursday\nThursday\nMonday\n' +
          'Tuesday\nFriday\nFriday\nMonday\nThursday\nSaturday\nTuesday\nTuesday\nFriday\nSunday\nTuesday\nFriday\nFriday\n' +
          'Sunday\nMonday\nFriday\nSunday\nSunday\nThursday\nFriday\nTuesday\nThursday\nWednesday\nSunday\nMonday\nFriday\n' +
          'Friday\nSunday\nTuesday\nFriday\nTuesday\nTuesday\nWednesday\nSaturday\nSunday\nThursday\nThursday\nSaturday\n' +
          'Sunday\nThursday\nSunday\nMonday\nWednesday\nThursday\nMonday\nThursday\nWednesday\nSaturday\nSunday\nThursday\n' +
          'Friday\nSaturday\nMonday\nWednesday\nSunday\nMonday\nWednesday\nFriday\nSaturday\nWednesday\nThursday\n' +
          'Saturday\nSaturday\nWednesday\nSaturday\nMonday\nWednesday\nWednesday\nSunday\nTuesday\nTuesday\nFriday\n' +
          'Friday\nTuesday\nWednesday\nSaturday\nMonday\nTuesday\nSaturday\nSunday\nWednesday\nFriday\nFriday\nTuesday\n' +
          'Wednesday\nSaturday\nSaturday\nTuesday\nThursday\nSunday\nTuesday\nTuesday\nFriday\nMonday\nMonday\nFriday\n' +
          'Friday\nMonday\nTuesday\nFriday\nMonday\nTuesday\nFriday\nSaturday\nTuesday\nThursday\nFriday\nMonday\nTuesday\n' +
          'Thursday\nFriday\nMonday\nWednesday\nFriday\nMonday\nTuesday\nFriday\nSunday\nSunday\nThursday\nFriday\nMonday\n' +
          'Monday\nThursday\nSaturday\nTuesday\nFriday\nFriday\nSunday\nWednesday\nThursday\nSunday\nSunday\nWednesday\n' +
          'Thursday\nMonday\nWednesday\nThursday\nSunday\nMonday\nFriday\nSunday\nSaturday\nWednesday\nThursday\nMonday\n' +
          'Monday\nTuesday\nFriday\nSunday\nThursday\nThursday\nSaturday\nTuesday\nWednesday\nSunday\nSunday\nTuesday\n' +
          'Wednesday\nSunday\nWednesday\nThursday\nSaturday\nSunday\nThursday\nSaturday\nFriday\nTuesday\nTuesday\n' +
          'Saturday\nSunday\nTuesday\nFriday\nSaturday\nWednesday\nThursday\nSaturday\nTuesday\nTuesday\nSaturday\nSunday\n' +
          'Tuesday\nWednesday\nSaturday\nMonday\nThursday\nFriday\nSaturday\nTuesday\nFriday\nSaturday\nMonday\nTuesday\n' +
          'Friday\nSaturday\nTuesday\nThursday\nSaturday\nTuesday\nWednesday\nSaturday\nSunday\nTuesday\nFriday\nSaturday\n' +
          'Monday\nMonday\nFriday\nSunday\nTuesday\nFriday\nFriday\nTuesday\nThursday\nFriday\nMonday\nMonday\nFriday\n' +
          'Friday\nMonday\nWednesday\nFriday\nTuesday\nTuesday\nThursday\nSunday\nSunday\nThursday\nThursday\nSunday\n' +
          'Monday\nThursday\nSunday\nMonday\nThursday\nFriday\nMonday\nThursday\nThursday\nSunday\nMonday\nThursday\n' +
          'Friday\n' },
        { tag: 'maximum', input: list(spread(1000, 5)), output: 'Tuesday\nThursday\nFriday\nTuesday\nFriday\nThursday\nSunday\nMonday\nFriday\nSaturday\nSunday\nTuesday\n' +
          'Thursday\nMonday\nTuesday\nThursday\nSaturday\nSunday\nThursday\nFriday\nSunday\nSunday\nThursday\nSunday\n' +
          'Tuesday\nThursday\nThursday\nMonday\nWednesday\nWednesday\nSaturday\nSaturday\nWednesday\nThursday\nSunday\n' +
          'Tuesday\nWednesday\nSunday\nMonday\nThursday\nSaturday\nSaturday\nWednesday\nThursday\nSunday\nSunday\n' +
          'Wednesday\nFriday\nMonday\nWednesday\nWednesday\nSaturday\nTuesday\nTuesday\nSaturday\nSaturday\nTuesday\n' +
          'Wednesday\nSaturday\nTuesday\nWednesday\nSaturday\nSunday\nWednesday\nFriday\nSaturday\nTuesday\nWednesday\n' +
          'Friday\nSaturday\nTuesday\nThursday\nSaturday\nTuesday\nWednesday\nSaturday\nMonday\nMonday\nFriday\nSaturday\n' +
          'Tuesday\nTuesday\nFriday\nSunday\nWednesday\nSaturday\nSaturday\nMonday\nThursday\nFriday\nMonday\nMonday\n' +
          'Thursday\nFriday\nTuesday\nThursday\nFriday\nMonday\nTuesday\nSaturday\nMonday\nSunday\nThursday\nFriday\n' +
          'Tuesday\nTuesday\nWednesday\nSaturday\nMonday\nFriday\nFriday\nSunday\nWednesday\nThursday\nMonday\nMonday\n' +
          'Wednesday\nThursday\nMonday\nThursday\nFriday\nSunday\nMonday\nFriday\nSunday\nSaturday\nWednesday\nWednesday\n' +
          'Sunday\nMonday\nWednesday\nSaturday\nSunday\nThursday\nFriday\nSunday\nWednesday\nWednesday\nSunday\nMonday\n' +
          'Wednesday\nThursday\nSunday\nTuesday\nFriday\nSaturday\nSunday\nWednesday\nSaturday\nSunday\nTuesday\n' +
          'Wednesday\nSaturday\nSunday\nWednesday\nFriday\nSunday\nWednesday\nThursday\nSunday\nMonday\nWednesday\n' +
          'Saturday\nSunday\nTuesday\nTuesday\nSaturday\nMonday\nWednesday\nSaturday\nSaturday\nWednesday\nFriday\n' +
          'Saturday\nTuesday\nTuesday\nSaturday\nSaturday\nTuesday\nThursday\nSaturday\nWednesday\nWednesday\nFriday\n' +
          'Monday\nMonday\nFriday\nFriday\nMonday\nTuesday\nFriday\nMonday\nTuesday\nFriday\nSaturday\nTuesday\nFriday\n' +
          'Friday\nMonday\nTuesday\nFriday\nSaturday\nSunday\nWednesday\nFriday\nMonday\nTuesday\nThursday\nSunday\nMonday\n' +
          'Thursday\nFriday\nSunday\nMonday\nFriday\nSunday\nTuesday\nThursday\nFriday\nTuesday\nWednesday\nFriday\nSunday\n' +
          'Sunday\nThursday\nThursday\nSunday\nWednesday\nThursday\nMonday\nMonday\nThursday\nSunday\nSunday\nThursday\n' +
          'Thursday\nSunday\nMonday\nThursday\nSaturday\nMonday\nWednesday\nThursday\nSunday\nWednesday\nWednesday\n' +
          'Saturday\nSunday\nWednesday\nThursday\nSaturday\nTuesday\nThursday\nSunday\nMonday\nWednesday\nFriday\nSunday\n' +
          'Wednesday\nThursday\nFriday\nSaturday\nWednesday\nFriday\nSunday\nTuesday\nWednesday\nSunday\nTuesday\n' +
          'Wednesday\nFriday\nSaturday\nWednesday\nWednesday\nSunday\nSunday\nWednesday\nSunday\nSunday\nTuesday\n' +
          'Thursday\nFriday\nTuesday\nTuesday\nFriday\nFriday\nTuesday\nFriday\nSaturday\nTuesday\nTuesday\nSaturday\n' +
          'Tuesday\nTuesday\nFriday\nFriday\nTuesday\nWednesday\nSaturday\nSunday\nMonday\nFriday\nSaturday\nMonday\n' +
          'Thursday\nThursday\nMonday\nTuesday\nThursday\nFriday\nMonday\nThursday\nSaturday\nMonday\nTuesday\nFriday\n' +
          'Sunday\nTuesday\nThursday\nThursday\nSunday\nMonday\nFriday\nSunday\nMonday\nThursday\nFriday\nMonday\nThursday\n' +
          'Thursday\nSunday\nMonday\nThursday\nFriday\nMonday\nTuesday\nFriday\nSunday\nMonday\nThursday\nSaturday\nSunday\n' +
          'Wednesday\nThursday\nSunday\nSunday\nThursday\nSaturday\nMonday\nThursday\nThursday\nSunday\nTuesday\nThursday\n' +
          'Sunday\nSunday\nTuesday\nWednesday\nSunday\nTuesday\nWednesday\nSaturday\nSunday\nThursday\nSaturday\nSaturday\n' +
          'Tuesday\nWednesday\nSunday\nSunday\nWednesday\nThursday\nSunday\nThursday\nThursday\nFriday\nMonday\nTuesday\n' +
          'Saturday\nSaturday\nMonday\nTuesday\nSaturday\nTuesday\nWednesday\nFriday\nSaturday\nWednesday\nSaturday\n' +
          'Saturday\nMonday\nTuesday\nSaturday\nSunday\nWednesday\nWednesday\nFriday\nTuesday\nWednesday\nSaturday\n' +
          'Sunday\nMonday\nFriday\nSaturday\nMonday\nMonday\nFriday\nMonday\nWednesday\nFriday\nFriday\nTuesday\nThursday\n' +
          'Saturday\nSunday\nSunday\nThursday\nFriday\nTuesday\nWednesday\nThursday\nMonday\nTuesday\nSaturday\nSunday\n' +
          'Sunday\nThursday\nFriday\nMonday\nMonday\nThursday\nSaturday\nTuesday\nThursday\nThursday\nSunday\nWednesday\n' +
          'Thursday\nSunday\nSunday\nWednesday\nThursday\nMonday\nWednesday\nThursday\nSunday\nMonday\nFriday\nSaturday\n' +
          'Sunday\nWednesday\nThursday\nSaturday\nSunday\nWednesday\nFriday\nSunday\nWednesday\nThursday\nSunday\nTuesday\n' +
          'Wednesday\nSaturday\nSunday\nWednesday\nWednesday\nSunday\nMonday\nThursday\nSunday\nSunday\nThursday\nFriday\n' +
          'Saturday\nTuesday\nTuesday\nFriday\nSaturday\nWednesday\nFriday\nSaturday\nTuesday\nWednesday\nSunday\nTuesday\n' +
          'Tuesday\nFriday\nSaturday\nWednesday\nWednesday\nSaturday\nSunday\nTuesday\nSaturday\nSaturday\nTuesday\n' +
          'Thursday\nFriday\nTuesday\nTuesday\nThursday\nFriday\nTuesday\nFriday\nSaturday\nMonday\nTuesday\nSaturday\n' +
          'Monday\nTuesday\nThursday\nThursday\nMonday\nTuesday\nFriday\nSunday\nMonday\nFriday\nSaturday\nTuesday\n' +
          'Thursday\nThursday\nMonday\nTuesday\nThursday\nFriday\nMonday\nWednesday\nSaturday\nSunday\nMonday\nThursday\n' +
          'Sunday\nMonday\nWednesday\nThursday\nSunday\nMonday\nFriday\nSaturday\nMonday\nThursday\nFriday\nTuesday\n' +
          'Tuesday\nThursday\nSunday\nMonday\nFriday\nWednesday\nSunday\nTuesday\nThursday\nSunday\nSunday\nThursday\n' +
          'Saturday\nSunday\nWednesday\nWednesday\nSunday\nSunday\nThursday\nFriday\nSunday\nThursday\nThursday\nMonday\n' +
          'Tuesday\nTuesday\nSaturday\nSaturday\nWednesday\nWednesday\nSaturday\nTuesday\nWednesday\nSaturday\nSunday\n' +
          'Wednesday\nSaturday\nSaturday\nTuesday\nWednesday\nSaturday\nSunday\nWednesday\nThursday\nSaturday\nTuesday\n' +
          'Wednesday\nSaturday\nMonday\nTuesday\nFriday\nSaturday\nTuesday\nTuesday\nSaturday\nMonday\nWednesday\nFriday\n' +
          'Saturday\nWednesday\nThursday\nSaturday\nMonday\nMonday\nFriday\nFriday\nTuesday\nThursday\nFriday\nTuesday\n' +
          'Tuesday\nSaturday\nMonday\nMonday\nFriday\nFriday\nTuesday\nTuesday\nFriday\nSunday\nTuesday\nThursday\nFriday\n' +
          'Monday\nThursday\nThursday\nSunday\nMonday\nThursday\nFriday\nMonday\nWednesday\nFriday\nMonday\nTuesday\n' +
          'Friday\nSaturday\nMonday\nThursday\nFriday\nMonday\nSunday\nThursday\nSaturday\nMonday\nWednesday\nThursday\n' +
          'Monday\nWednesday\nThursday\nSaturday\nSunday\nThursday\nThursday\nMonday\nMonday\nThursday\nMonday\nMonday\n' +
          'Friday\nFriday\nSaturday\nWednesday\nWednesday\nSunday\nSaturday\nWednesday\nSaturday\nSunday\nThursday\n' +
          'Wednesday\nSunday\nWednesday\nWednesday\nSaturday\nSaturday\nWednesday\nThursday\nSunday\nMonday\nTuesday\n' +
          'Saturday\nSunday\nWednesday\nFriday\nFriday\nTuesday\nWednesday\nSaturday\nSaturday\nTuesday\nFriday\nSunday\n' +
          'Wednesday\nWednesday\nSaturday\nMonday\nWednesday\nFriday\nFriday\nMonday\nTuesday\nSaturday\nMonday\nTuesday\n' +
          'Friday\nSaturday\nWednesday\nFriday\nFriday\nMonday\nTuesday\nSaturday\nSaturday\nTuesday\nWednesday\nSaturday\n' +
          'Wednesday\nTuesday\nFriday\nSunday\nMonday\nThursday\nFriday\nMonday\nMonday\nFriday\nSunday\nTuesday\nFriday\n' +
          'Friday\nTuesday\nWednesday\nFriday\nMonday\nMonday\nFriday\nThursday\nMonday\nWednesday\nThursday\nMonday\n' +
          'Monday\nFriday\nSunday\nSunday\nWednesday\nThursday\nMonday\nMonday\nThursday\nFriday\nMonday\nFriday\nFriday\n' +
          'Monday\nTuesday\nWednesday\nSunday\nSunday\nWednesday\nWednesday\nSunday\nWednesday\nThursday\nSunday\nSunday\n' +
          'Thursday\nSunday\nSunday\nTuesday\nWednesday\nSunday\nMonday\nThursday\nThursday\nSaturday\nWednesday\n' +
          'Thursday\nSunday\nMonday\nTuesday\nSaturday\nSunday\nWednesday\nTuesday\nSaturday\nTuesday\nThursday\nSunday\n' +
          'Saturday\nWednesday\nFriday\nSunday\nMonday\nMonday\nFriday\nSaturday\nWednesday\nThursday\nFriday\nTuesday\n' +
          'Wednesday\nSunday\nMonday\nMonday\nFriday\nSaturday\nWednesday\nTuesday\nFriday\nSunday\nWednesday\nSunday\n' +
          'Friday\nMonday\nThursday\nFriday\nTuesday\nMonday\nThursday\nFriday\nTuesday\nThursday\nFriday\nMonday\nTuesday\n' +
          'Saturday\nSunday\nMonday\nThursday\nFriday\nTuesday\nMonday\nThursday\nSaturday\nMonday\nFriday\nFriday\nMonday\n' +
          'Wednesday\nThursday\nMonday\nMonday\nThursday\nThursday\nMonday\nTuesday\nFriday\nMonday\nMonday\nFriday\n' +
          'Saturday\nSunday\nWednesday\nWednesday\nSunday\nSunday\nThursday\nSaturday\nSunday\nThursday\nThursday\nMonday\n' +
          'Wednesday\nWednesday\nSunday\nSunday\nThursday\nThursday\nSunday\nMonday\nWednesday\nSunday\nSunday\nWednesday\n' +
          'Friday\nSaturday\nWednesday\nWednesday\nSaturday\nSaturday\nWednesday\nSaturday\nSunday\nWednesday\nWednesday\n' +
          'Sunday\nTuesday\nWednesday\nSaturday\nFriday\nTuesday\nWednesday\nSaturday\nMonday\nTuesday\nSaturday\nSunday\n' +
          'Wednesday\nFriday\nFriday\nTuesday\nWednesday\nSaturday\nSaturday\nTuesday\nThursday\nSunday\nWednesday\n' +
          'Tuesday\nFriday\nMonday\nTuesday\nFriday\nFriday\nMonday\nTuesday\nSaturday\nSunday\nTuesday\nFriday\nSaturday\n' +
          'Wednesday\nWednesday\nFriday\nMonday\nTuesday\nSaturday\nThursday\nMonday\nWednesday\nFriday\nTuesday\nMonday\n' +
          'Friday\nSunday\nMonday\nFriday\nThursday\nMonday\nMonday\nFriday\nMonday\nMonday\nFriday\nFriday\nTuesday\n' +
          'Wednesday\nWednesday\nSunday\nSunday\nThursday\nThursday\nSunday\nWednesday\nThursday\nMonday\nMonday\n' +
          'Thursday\nSunday\nSunday\nThursday\nThursday\nSunday\nMonday\nThursday\nSaturday\nSunday\nWednesday\nThursday\n' +
          'Sunday\nTuesday\nWednesday\nSaturday\nSunday\nWednesday\nWednesday\nSunday\nTuesday\nThursday\nSunday\nSunday\n' +
          'Thursday\nFriday\nSunday\nWednesday\nTuesday\nSaturday\nSaturday\nWednesday\nSaturday\nSaturday\nWednesday\n' +
          'Wednesday\nSunday\n' },
      ],
    },
    B: {
      description: intro + 'For each date, print its ISO day-of-week number: 1 for Monday up to 7 for Sunday. Years go down to 0001, which began on a Monday.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each an integer from 1 (Monday) to 7 (Sunday).',
        examples: { input: list(['2024-02-29', '1970-01-01', '2000-01-01']), output: '4\n4\n6\n' },
      },
      hints: ['Sunday is 7, not 0.', 'Some date libraries treat years below 100 specially: be careful with 0001..0099.'],
      par: 115,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list(['0001-01-01']), output: '1\n' },
        { tag: 'tricky', input: list(EDGES), output: '1\n5\n2\n3\n4\n2\n7\n4\n4\n1\n' },
        { tag: 'tricky', input: list(WEEK), output: '1\n2\n3\n4\n5\n6\n7\n' },
        { tag: 'tricky', input: list(['0050-06-15', '0004-02-29', '0099-03-01']), output: '3\n7\n7\n' },
        { tag: 'typical', input: list(MONTH_ENDS), output: '3\n4\n2\n2\n7\n1\n6\n2\n' },
        { tag: 'typical', input: list(spread(40, 3)), output: '7\n1\n4\n5\n2\n1\n4\n5\n2\n5\n5\n1\n2\n6\n2\n1\n4\n5\n2\n3\n4\n6\n1\n5\n6\n1\n3\n4\n1\n1\n4\n4\n1\n4\n5\n1\n1\n5\n7\n7\n' },
        { tag: 'maximum', input: list(spread(1000, 11)), output: '3\n1\n5\n6\n3\n4\n5\n2\n3\n7\n1\n1\n5\n6\n3\n2\n5\n7\n3\n7\n5\n1\n4\n5\n2\n1\n4\n5\n2\n4\n5\n1\n2\n6\n7\n1\n4\n5\n2\n1\n4\n6\n1\n5\n5\n1\n3\n4\n1\n1\n' +
          '4\n4\n1\n2\n5\n1\n1\n5\n6\n7\n3\n3\n7\n7\n4\n6\n7\n4\n4\n1\n3\n3\n7\n7\n4\n4\n7\n1\n3\n7\n7\n3\n5\n6\n3\n3\n6\n6\n3\n6\n7\n3\n3\n7\n2\n3\n6\n5\n2\n3\n' +
          '6\n7\n2\n6\n7\n3\n4\n5\n2\n3\n6\n5\n2\n4\n7\n3\n1\n5\n1\n2\n5\n4\n1\n2\n6\n7\n1\n5\n6\n3\n3\n4\n1\n2\n6\n4\n7\n3\n5\n2\n1\n4\n7\n1\n5\n4\n7\n1\n5\n1\n' +
          '1\n4\n5\n2\n3\n3\n7\n7\n4\n4\n7\n3\n4\n1\n1\n4\n7\n7\n4\n4\n7\n1\n4\n6\n7\n3\n4\n7\n2\n3\n6\n7\n3\n3\n7\n2\n4\n7\n7\n4\n5\n7\n3\n2\n6\n6\n3\n5\n6\n3\n' +
          '3\n7\n1\n2\n6\n6\n3\n2\n6\n1\n3\n7\n5\n2\n5\n5\n2\n1\n5\n6\n2\n5\n5\n2\n3\n6\n7\n1\n5\n6\n2\n1\n4\n7\n2\n5\n5\n1\n4\n5\n1\n1\n4\n5\n2\n4\n5\n1\n2\n6\n' +
          '6\n7\n4\n4\n1\n7\n4\n7\n1\n5\n4\n1\n4\n4\n1\n7\n4\n5\n1\n3\n3\n7\n1\n4\n7\n6\n3\n4\n7\n7\n3\n6\n1\n4\n4\n7\n2\n4\n7\n6\n2\n3\n7\n2\n3\n6\n7\n4\n6\n6\n' +
          '2\n3\n7\n6\n3\n4\n7\n4\n2\n6\n1\n2\n6\n5\n2\n2\n6\n2\n2\n6\n6\n3\n6\n5\n2\n2\n6\n5\n1\n4\n5\n2\n2\n5\n1\n1\n5\n5\n1\n2\n5\n1\n2\n5\n6\n2\n4\n4\n1\n1\n' +
          '4\n4\n1\n4\n5\n1\n1\n5\n1\n1\n4\n4\n1\n2\n5\n6\n7\n4\n5\n1\n3\n3\n7\n1\n4\n3\n7\n3\n5\n1\n7\n4\n6\n1\n4\n2\n6\n7\n4\n6\n6\n3\n4\n1\n3\n2\n6\n7\n4\n4\n' +
          '6\n1\n4\n1\n6\n2\n5\n6\n3\n2\n5\n6\n3\n6\n6\n2\n3\n7\n3\n2\n5\n6\n3\n4\n5\n7\n2\n6\n6\n2\n4\n5\n2\n2\n5\n5\n2\n5\n6\n2\n2\n6\n1\n1\n4\n4\n1\n2\n5\n7\n' +
          '1\n5\n5\n2\n4\n4\n1\n1\n5\n5\n1\n3\n4\n1\n1\n4\n7\n7\n4\n4\n7\n1\n4\n7\n1\n4\n4\n1\n3\n4\n7\n6\n3\n4\n7\n2\n3\n7\n1\n4\n6\n6\n3\n4\n7\n7\n3\n5\n1\n4\n' +
          '2\n6\n2\n3\n6\n5\n2\n3\n7\n2\n2\n6\n7\n4\n6\n5\n2\n3\n7\n7\n1\n4\n6\n3\n2\n5\n1\n2\n6\n5\n1\n2\n6\n2\n2\n5\n6\n3\n5\n4\n1\n1\n5\n6\n1\n4\n5\n2\n3\n5\n' +
          '1\n1\n5\n5\n1\n2\n5\n7\n1\n4\n5\n1\n4\n4\n7\n1\n4\n5\n1\n3\n5\n1\n2\n5\n6\n1\n4\n3\n7\n7\n4\n6\n7\n4\n4\n1\n3\n3\n7\n7\n4\n4\n7\n2\n4\n1\n1\n3\n6\n6\n' +
          '3\n2\n6\n7\n3\n6\n6\n3\n4\n7\n3\n2\n6\n7\n3\n4\n5\n1\n3\n6\n7\n2\n5\n6\n2\n2\n5\n6\n3\n5\n6\n2\n3\n7\n1\n1\n5\n5\n2\n2\n5\n1\n2\n6\n6\n2\n5\n5\n2\n1\n' +
          '5\n6\n2\n4\n4\n1\n2\n5\n1\n7\n4\n5\n1\n2\n4\n7\n2\n5\n6\n1\n3\n5\n1\n2\n3\n4\n1\n3\n4\n7\n1\n5\n7\n7\n3\n4\n1\n1\n4\n5\n1\n5\n5\n7\n2\n3\n7\n7\n3\n3\n' +
          '7\n3\n3\n7\n7\n4\n7\n6\n3\n3\n7\n1\n2\n5\n6\n3\n4\n6\n2\n2\n6\n7\n2\n3\n6\n2\n3\n6\n7\n3\n5\n5\n2\n2\n5\n6\n2\n5\n6\n2\n3\n6\n2\n2\n5\n6\n2\n3\n6\n7\n' +
          '1\n5\n6\n2\n4\n4\n1\n2\n5\n5\n1\n4\n6\n2\n2\n5\n7\n2\n5\n5\n7\n1\n5\n7\n7\n4\n5\n2\n4\n3\n7\n1\n5\n5\n7\n2\n5\n2\n2\n3\n6\n7\n4\n4\n6\n7\n4\n7\n1\n3\n' +
          '4\n1\n4\n3\n6\n7\n4\n5\n6\n1\n3\n7\n1\n3\n5\n6\n3\n4\n6\n6\n3\n6\n1\n3\n3\n7\n2\n2\n5\n5\n2\n3\n6\n1\n2\n6\n7\n3\n5\n5\n2\n3\n6\n6\n2\n4\n7\n2\n2\n5\n' +
          '1\n1\n5\n5\n1\n2\n5\n1\n2\n5\n6\n2\n4\n5\n1\n2\n4\n5\n1\n3\n5\n1\n2\n5\n7\n7\n4\n5\n1\n1\n4\n6\n2\n5\n5\n7\n3\n4\n7\n7\n3\n4\n1\n3\n4\n7\n1\n5\n7\n6\n' +
          '3\n4\n1\n1\n2\n5\n7\n4\n4\n6\n2\n3\n7\n7\n2\n3\n7\n3\n4\n6\n7\n4\n6\n5\n2\n2\n6\n7\n2\n5\n6\n3\n4\n6\n2\n2\n6\n7\n2\n3\n6\n1\n4\n5\n6\n2\n5\n6\n1\n2\n' +
          '5\n6\n2\n4\n6\n2\n3\n6\n7\n2\n5\n6\n1\n1\n5\n7\n2\n5\n5\n2\n4\n5\n1\n1\n5\n5\n1\n3\n5\n2\n2\n4\n7\n7\n4\n4\n7\n1\n4\n7\n1\n4\n5\n1\n4\n4\n7\n1\n4\n5\n' },
        { tag: 'maximum', input: list(spread(1000, 5)), output: '2\n4\n5\n2\n5\n4\n7\n1\n5\n6\n7\n2\n4\n1\n2\n4\n6\n7\n4\n5\n7\n7\n4\n7\n2\n4\n4\n1\n3\n3\n6\n6\n3\n4\n7\n2\n3\n7\n1\n4\n6\n6\n3\n4\n7\n7\n3\n5\n1\n3\n' +
          '3\n6\n2\n2\n6\n6\n2\n3\n6\n2\n3\n6\n7\n3\n5\n6\n2\n3\n5\n6\n2\n4\n6\n2\n3\n6\n1\n1\n5\n6\n2\n2\n5\n7\n3\n6\n6\n1\n4\n5\n1\n1\n4\n5\n2\n4\n5\n1\n2\n6\n' +
          '1\n7\n4\n5\n2\n2\n3\n6\n1\n5\n5\n7\n3\n4\n1\n1\n3\n4\n1\n4\n5\n7\n1\n5\n7\n6\n3\n3\n7\n1\n3\n6\n7\n4\n5\n7\n3\n3\n7\n1\n3\n4\n7\n2\n5\n6\n7\n3\n6\n7\n' +
          '2\n3\n6\n7\n3\n5\n7\n3\n4\n7\n1\n3\n6\n7\n2\n2\n6\n1\n3\n6\n6\n3\n5\n6\n2\n2\n6\n6\n2\n4\n6\n3\n3\n5\n1\n1\n5\n5\n1\n2\n5\n1\n2\n5\n6\n2\n5\n5\n1\n2\n' +
          '5\n6\n7\n3\n5\n1\n2\n4\n7\n1\n4\n5\n7\n1\n5\n7\n2\n4\n5\n2\n3\n5\n7\n7\n4\n4\n7\n3\n4\n1\n1\n4\n7\n7\n4\n4\n7\n1\n4\n6\n1\n3\n4\n7\n3\n3\n6\n7\n3\n4\n' +
          '6\n2\n4\n7\n1\n3\n5\n7\n3\n4\n5\n6\n3\n5\n7\n2\n3\n7\n2\n3\n5\n6\n3\n3\n7\n7\n3\n7\n7\n2\n4\n5\n2\n2\n5\n5\n2\n5\n6\n2\n2\n6\n2\n2\n5\n5\n2\n3\n6\n7\n' +
          '1\n5\n6\n1\n4\n4\n1\n2\n4\n5\n1\n4\n6\n1\n2\n5\n7\n2\n4\n4\n7\n1\n5\n7\n1\n4\n5\n1\n4\n4\n7\n1\n4\n5\n1\n2\n5\n7\n1\n4\n6\n7\n3\n4\n7\n7\n4\n6\n1\n4\n' +
          '4\n7\n2\n4\n7\n7\n2\n3\n7\n2\n3\n6\n7\n4\n6\n6\n2\n3\n7\n7\n3\n4\n7\n4\n4\n5\n1\n2\n6\n6\n1\n2\n6\n2\n3\n5\n6\n3\n6\n6\n1\n2\n6\n7\n3\n3\n5\n2\n3\n6\n' +
          '7\n1\n5\n6\n1\n1\n5\n1\n3\n5\n5\n2\n4\n6\n7\n7\n4\n5\n2\n3\n4\n1\n2\n6\n7\n7\n4\n5\n1\n1\n4\n6\n2\n4\n4\n7\n3\n4\n7\n7\n3\n4\n1\n3\n4\n7\n1\n5\n6\n7\n' +
          '3\n4\n6\n7\n3\n5\n7\n3\n4\n7\n2\n3\n6\n7\n3\n3\n7\n1\n4\n7\n7\n4\n5\n6\n2\n2\n5\n6\n3\n5\n6\n2\n3\n7\n2\n2\n5\n6\n3\n3\n6\n7\n2\n6\n6\n2\n4\n5\n2\n2\n' +
          '4\n5\n2\n5\n6\n1\n2\n6\n1\n2\n4\n4\n1\n2\n5\n7\n1\n5\n6\n2\n4\n4\n1\n2\n4\n5\n1\n3\n6\n7\n1\n4\n7\n1\n3\n4\n7\n1\n5\n6\n1\n4\n5\n2\n2\n4\n7\n1\n5\n3\n' +
          '7\n2\n4\n7\n7\n4\n6\n7\n3\n3\n7\n7\n4\n5\n7\n4\n4\n1\n2\n2\n6\n6\n3\n3\n6\n2\n3\n6\n7\n3\n6\n6\n2\n3\n6\n7\n3\n4\n6\n2\n3\n6\n1\n2\n5\n6\n2\n2\n6\n1\n' +
          '3\n5\n6\n3\n4\n6\n1\n1\n5\n5\n2\n4\n5\n2\n2\n6\n1\n1\n5\n5\n2\n2\n5\n7\n2\n4\n5\n1\n4\n4\n7\n1\n4\n5\n1\n3\n5\n1\n2\n5\n6\n1\n4\n5\n1\n7\n4\n6\n1\n3\n' +
          '4\n1\n3\n4\n6\n7\n4\n4\n1\n1\n4\n1\n1\n5\n5\n6\n3\n3\n7\n6\n3\n6\n7\n4\n3\n7\n3\n3\n6\n6\n3\n4\n7\n1\n2\n6\n7\n3\n5\n5\n2\n3\n6\n6\n2\n5\n7\n3\n3\n6\n' +
          '1\n3\n5\n5\n1\n2\n6\n1\n2\n5\n6\n3\n5\n5\n1\n2\n6\n6\n2\n3\n6\n3\n2\n5\n7\n1\n4\n5\n1\n1\n5\n7\n2\n5\n5\n2\n3\n5\n1\n1\n5\n4\n1\n3\n4\n1\n1\n5\n7\n7\n' +
          '3\n4\n1\n1\n4\n5\n1\n5\n5\n1\n2\n3\n7\n7\n3\n3\n7\n3\n4\n7\n7\n4\n7\n7\n2\n3\n7\n1\n4\n4\n6\n3\n4\n7\n1\n2\n6\n7\n3\n2\n6\n2\n4\n7\n6\n3\n5\n7\n1\n1\n' +
          '5\n6\n3\n4\n5\n2\n3\n7\n1\n1\n5\n6\n3\n2\n5\n7\n3\n7\n5\n1\n4\n5\n2\n1\n4\n5\n2\n4\n5\n1\n2\n6\n7\n1\n4\n5\n2\n1\n4\n6\n1\n5\n5\n1\n3\n4\n1\n1\n4\n4\n' +
          '1\n2\n5\n1\n1\n5\n6\n7\n3\n3\n7\n7\n4\n6\n7\n4\n4\n1\n3\n3\n7\n7\n4\n4\n7\n1\n3\n7\n7\n3\n5\n6\n3\n3\n6\n6\n3\n6\n7\n3\n3\n7\n2\n3\n6\n5\n2\n3\n6\n1\n' +
          '2\n6\n7\n3\n5\n5\n2\n3\n6\n6\n2\n4\n7\n3\n2\n5\n1\n2\n5\n5\n1\n2\n6\n7\n2\n5\n6\n3\n3\n5\n1\n2\n6\n4\n1\n3\n5\n2\n1\n5\n7\n1\n5\n4\n1\n1\n5\n1\n1\n5\n' +
          '5\n2\n3\n3\n7\n7\n4\n4\n7\n3\n4\n1\n1\n4\n7\n7\n4\n4\n7\n1\n4\n6\n7\n3\n4\n7\n2\n3\n6\n7\n3\n3\n7\n2\n4\n7\n7\n4\n5\n7\n3\n2\n6\n6\n3\n6\n6\n3\n3\n7\n' },
      ],
    },
    C: {
      description: intro + 'For each date, print its day of the year: 1 for January 1, up to 365 or 366 for December 31.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each an integer from 1 to 366.',
        examples: { input: list(['2024-03-01', '2023-03-01', '2023-12-31']), output: '61\n60\n365\n' },
      },
      hints: ['Add up the lengths of the months before the given one.', 'February has 29 days in leap years only.'],
      par: 122,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list(['0001-01-01']), output: '1\n' },
        { tag: 'tricky', input: list(EDGES), output: '1\n365\n60\n59\n60\n366\n365\n1\n365\n60\n' },
        { tag: 'typical', input: list(WEEK), output: '64\n65\n66\n67\n68\n69\n70\n' },
        { tag: 'tricky', input: list(['1900-12-31', '2000-12-31', '2100-03-01', '2400-03-01']), output: '365\n366\n60\n61\n' },
        { tag: 'typical', input: list(MONTH_ENDS), output: '31\n60\n59\n121\n182\n274\n335\n366\n' },
        { tag: 'typical', input: list(spread(40, 3)), output: '95\n260\n33\n196\n362\n133\n299\n70\n236\n9\n173\n311\n110\n248\n49\n185\n351\n122\n288\n87\n224\n25\n161\n327\n98\n264\n37\n' +
          '200\n338\n137\n275\n74\n240\n13\n178\n316\n115\n253\n53\n188\n' },
        { tag: 'maximum', input: list(spread(1000, 11)), output: '347\n145\n283\n82\n220\n21\n157\n323\n94\n260\n33\n196\n362\n133\n299\n71\n237\n9\n174\n312\n110\n248\n49\n184\n350\n121\n287\n' +
          '86\n224\n25\n161\n327\n98\n264\n37\n201\n339\n138\n276\n74\n240\n13\n177\n315\n114\n252\n53\n188\n354\n125\n291\n62\n228\n1\n' +
          '166\n332\n103\n269\n41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n118\n256\n57\n192\n358\n130\n296\n67\n233\n5\n169\n307\n' +
          '106\n244\n45\n208\n346\n145\n283\n82\n220\n21\n157\n323\n95\n261\n33\n197\n363\n133\n299\n70\n236\n9\n173\n311\n110\n248\n49\n' +
          '184\n350\n121\n287\n87\n225\n25\n162\n328\n98\n264\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n114\n252\n53\n189\n355\n' +
          '126\n292\n62\n228\n1\n165\n331\n102\n268\n41\n204\n342\n141\n279\n78\n216\n17\n154\n319\n119\n257\n57\n192\n358\n129\n295\n66\n' +
          '232\n5\n169\n307\n106\n244\n45\n208\n346\n146\n284\n83\n221\n21\n157\n323\n94\n260\n33\n196\n362\n133\n299\n70\n236\n9\n173\n' +
          '311\n111\n249\n49\n185\n351\n121\n287\n86\n224\n25\n161\n327\n98\n264\n37\n200\n338\n137\n275\n75\n241\n13\n178\n316\n114\n' +
          '252\n53\n188\n354\n125\n291\n62\n228\n1\n165\n331\n102\n268\n41\n205\n343\n142\n280\n78\n216\n17\n153\n319\n118\n256\n57\n192\n' +
          '358\n129\n295\n66\n232\n5\n170\n307\n107\n245\n45\n208\n346\n145\n283\n82\n220\n21\n157\n323\n94\n260\n33\n196\n362\n134\n300\n' +
          '71\n237\n9\n173\n311\n110\n248\n49\n184\n350\n121\n287\n86\n224\n25\n161\n327\n99\n265\n37\n201\n339\n137\n275\n74\n240\n13\n' +
          '177\n315\n114\n252\n53\n188\n354\n125\n291\n63\n229\n1\n166\n332\n102\n268\n41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n' +
          '118\n256\n57\n193\n359\n130\n296\n66\n232\n5\n169\n307\n106\n244\n45\n208\n346\n145\n283\n82\n220\n21\n158\n323\n95\n261\n33\n' +
          '196\n362\n133\n299\n70\n236\n9\n173\n311\n110\n248\n49\n184\n350\n122\n288\n87\n225\n25\n161\n327\n98\n264\n37\n200\n338\n137\n' +
          '275\n74\n240\n13\n177\n315\n115\n253\n53\n189\n355\n125\n291\n62\n228\n1\n165\n331\n102\n268\n41\n204\n342\n141\n279\n78\n217\n' +
          '17\n154\n320\n118\n256\n57\n192\n358\n129\n295\n66\n232\n5\n169\n307\n106\n244\n45\n209\n347\n146\n284\n83\n220\n21\n157\n323\n' +
          '94\n260\n33\n196\n362\n133\n299\n70\n236\n9\n174\n312\n111\n249\n49\n184\n350\n121\n287\n86\n224\n25\n161\n327\n98\n264\n37\n' +
          '200\n338\n138\n276\n75\n241\n13\n177\n315\n114\n252\n53\n188\n354\n125\n291\n62\n228\n1\n165\n331\n103\n269\n41\n205\n343\n' +
          '141\n279\n78\n216\n17\n153\n319\n118\n256\n57\n192\n358\n129\n295\n66\n233\n5\n170\n308\n106\n244\n45\n208\n346\n145\n283\n82\n' +
          '220\n21\n157\n323\n94\n260\n33\n197\n363\n134\n300\n71\n236\n9\n173\n311\n110\n248\n49\n184\n350\n121\n287\n86\n224\n25\n162\n' +
          '327\n99\n265\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n114\n252\n53\n188\n354\n126\n292\n63\n229\n1\n165\n331\n102\n268\n' +
          '41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n118\n257\n57\n193\n359\n129\n295\n66\n232\n5\n169\n307\n106\n244\n45\n208\n346\n' +
          '145\n283\n82\n221\n21\n158\n324\n95\n260\n33\n196\n362\n133\n299\n70\n236\n9\n173\n311\n110\n248\n49\n185\n351\n122\n288\n87\n' +
          '224\n25\n161\n327\n98\n264\n37\n200\n338\n137\n275\n74\n240\n13\n178\n315\n115\n253\n53\n188\n354\n125\n291\n62\n228\n1\n165\n' +
          '331\n102\n268\n41\n204\n342\n142\n280\n79\n217\n17\n153\n319\n118\n256\n57\n192\n358\n129\n295\n66\n232\n5\n169\n307\n106\n' +
          '245\n45\n209\n347\n146\n283\n82\n220\n21\n157\n323\n94\n260\n33\n196\n362\n133\n299\n70\n237\n9\n174\n312\n111\n248\n49\n184\n' +
          '350\n121\n287\n86\n224\n25\n161\n327\n98\n264\n37\n201\n339\n138\n276\n75\n240\n13\n177\n315\n114\n252\n53\n188\n354\n125\n' +
          '291\n62\n228\n1\n166\n331\n103\n269\n41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n118\n256\n57\n192\n358\n129\n296\n67\n233\n' +
          '5\n169\n307\n106\n244\n45\n208\n346\n145\n283\n82\n220\n21\n157\n323\n94\n261\n33\n197\n363\n134\n299\n70\n236\n9\n173\n311\n' +
          '110\n248\n49\n184\n350\n121\n287\n86\n225\n25\n162\n328\n99\n264\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n114\n252\n53\n' +
          '189\n355\n126\n292\n63\n228\n1\n165\n331\n102\n268\n41\n204\n342\n141\n279\n78\n216\n17\n153\n320\n119\n257\n57\n192\n358\n' +
          '129\n295\n66\n232\n5\n169\n307\n106\n244\n45\n208\n346\n145\n284\n83\n221\n21\n158\n323\n94\n260\n33\n196\n362\n133\n299\n70\n' +
          '236\n9\n173\n311\n110\n249\n49\n185\n351\n122\n287\n86\n224\n25\n161\n327\n98\n264\n37\n200\n338\n137\n275\n74\n241\n13\n178\n' +
          '316\n115\n252\n53\n188\n354\n125\n291\n62\n228\n1\n165\n331\n102\n268\n41\n205\n343\n142\n280\n79\n216\n17\n153\n319\n118\n' +
          '256\n57\n192\n358\n129\n295\n66\n232\n5\n169\n307\n107\n245\n45\n208\n346\n145\n283\n82\n220\n21\n157\n323\n94\n260\n33\n196\n' +
          '362\n133\n300\n71\n237\n9\n174\n311\n110\n248\n49\n184\n350\n121\n287\n86\n224\n25\n161\n327\n98\n265\n37\n201\n339\n138\n275\n' +
          '74\n240\n13\n177\n315\n114\n252\n53\n188\n354\n125\n291\n62\n229\n1\n166\n332\n103\n268\n41\n204\n342\n141\n279\n78\n216\n17\n' +
          '153\n319\n118\n256\n57\n192\n359\n130\n296\n67\n' },
        { tag: 'maximum', input: list(spread(1000, 5)), output: '157\n323\n94\n260\n33\n197\n363\n134\n300\n71\n236\n9\n173\n311\n110\n248\n49\n184\n350\n121\n287\n86\n224\n25\n161\n328\n99\n' +
          '265\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n114\n252\n53\n188\n354\n125\n292\n63\n229\n1\n166\n331\n102\n268\n41\n204\n' +
          '342\n141\n279\n78\n216\n17\n153\n319\n118\n257\n57\n193\n359\n130\n295\n66\n232\n5\n169\n307\n106\n244\n45\n208\n346\n145\n' +
          '283\n82\n221\n21\n158\n324\n95\n260\n33\n196\n362\n133\n299\n70\n236\n9\n173\n311\n110\n248\n49\n185\n351\n122\n288\n87\n224\n' +
          '25\n161\n327\n98\n264\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n115\n253\n53\n188\n354\n125\n291\n62\n228\n1\n165\n331\n' +
          '102\n268\n41\n204\n342\n141\n280\n79\n217\n17\n154\n319\n118\n256\n57\n192\n358\n129\n295\n66\n232\n5\n169\n307\n106\n245\n45\n' +
          '209\n347\n146\n283\n82\n220\n21\n157\n323\n94\n260\n33\n196\n362\n133\n299\n70\n237\n9\n174\n312\n111\n248\n49\n184\n350\n121\n' +
          '287\n86\n224\n25\n161\n327\n98\n264\n37\n200\n339\n138\n276\n75\n240\n13\n177\n315\n114\n252\n53\n188\n354\n125\n291\n62\n228\n' +
          '1\n165\n331\n103\n269\n41\n205\n342\n141\n279\n78\n216\n17\n153\n319\n118\n256\n57\n192\n358\n129\n296\n67\n233\n5\n170\n307\n' +
          '106\n244\n45\n208\n346\n145\n283\n82\n220\n21\n157\n323\n94\n261\n33\n197\n363\n134\n299\n70\n236\n9\n173\n311\n110\n248\n49\n' +
          '184\n350\n121\n287\n86\n224\n25\n162\n328\n99\n264\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n114\n252\n53\n188\n355\n' +
          '126\n292\n63\n229\n1\n165\n331\n102\n268\n41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n119\n257\n57\n193\n358\n129\n295\n66\n' +
          '232\n5\n169\n307\n106\n244\n45\n208\n346\n145\n284\n83\n221\n21\n158\n323\n94\n260\n33\n196\n362\n133\n299\n70\n236\n9\n173\n' +
          '311\n110\n249\n49\n185\n351\n122\n287\n86\n224\n25\n161\n327\n98\n264\n37\n200\n338\n137\n275\n74\n240\n13\n178\n316\n115\n' +
          '252\n53\n188\n354\n125\n291\n62\n228\n1\n165\n331\n102\n268\n41\n204\n343\n142\n280\n79\n217\n17\n153\n319\n118\n256\n57\n192\n' +
          '358\n129\n295\n66\n232\n5\n169\n308\n107\n245\n45\n209\n346\n145\n283\n82\n220\n21\n157\n323\n94\n260\n33\n196\n362\n133\n300\n' +
          '71\n237\n9\n174\n311\n110\n248\n49\n184\n350\n121\n287\n86\n224\n25\n161\n327\n98\n264\n37\n201\n339\n138\n275\n74\n240\n13\n' +
          '177\n315\n114\n252\n53\n188\n354\n125\n291\n62\n228\n1\n166\n332\n103\n269\n41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n' +
          '118\n256\n57\n192\n359\n130\n296\n67\n233\n5\n169\n307\n106\n244\n45\n208\n346\n145\n283\n82\n220\n21\n157\n323\n95\n261\n33\n' +
          '197\n362\n133\n299\n70\n236\n9\n173\n311\n110\n248\n49\n184\n350\n121\n288\n87\n225\n25\n162\n327\n98\n264\n37\n200\n338\n137\n' +
          '275\n74\n240\n13\n177\n315\n114\n252\n53\n189\n355\n126\n292\n62\n228\n1\n165\n331\n102\n268\n41\n204\n342\n141\n279\n78\n216\n' +
          '17\n154\n320\n119\n257\n57\n192\n358\n129\n295\n66\n232\n5\n169\n307\n106\n244\n45\n208\n347\n146\n284\n83\n221\n21\n157\n323\n' +
          '94\n260\n33\n196\n362\n133\n299\n70\n236\n9\n173\n311\n111\n249\n49\n185\n350\n121\n287\n86\n224\n25\n161\n327\n98\n264\n37\n' +
          '200\n338\n137\n275\n75\n241\n13\n178\n315\n114\n252\n53\n188\n354\n125\n291\n62\n228\n1\n165\n331\n102\n268\n41\n205\n343\n' +
          '142\n280\n78\n216\n17\n153\n319\n118\n256\n57\n192\n358\n129\n295\n66\n232\n5\n170\n308\n107\n245\n45\n208\n346\n145\n283\n82\n' +
          '220\n21\n157\n323\n94\n260\n33\n196\n363\n134\n300\n71\n237\n9\n173\n311\n110\n248\n49\n184\n350\n121\n287\n86\n224\n25\n161\n' +
          '327\n99\n265\n37\n201\n338\n137\n275\n74\n240\n13\n177\n315\n114\n252\n53\n188\n354\n125\n291\n63\n229\n1\n166\n332\n102\n268\n' +
          '41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n118\n256\n57\n193\n359\n130\n296\n66\n232\n5\n169\n307\n106\n244\n45\n208\n346\n' +
          '145\n283\n82\n220\n21\n158\n324\n95\n261\n33\n196\n362\n133\n299\n70\n236\n9\n173\n311\n110\n248\n49\n184\n351\n122\n288\n87\n' +
          '225\n25\n161\n327\n98\n264\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n115\n253\n53\n189\n354\n125\n291\n62\n228\n1\n165\n' +
          '331\n102\n268\n41\n204\n342\n141\n279\n79\n217\n17\n154\n320\n118\n256\n57\n192\n358\n129\n295\n66\n232\n5\n169\n307\n106\n' +
          '244\n45\n209\n347\n146\n284\n82\n220\n21\n157\n323\n94\n260\n33\n196\n362\n133\n299\n70\n236\n9\n174\n312\n111\n249\n49\n184\n' +
          '350\n121\n287\n86\n224\n25\n161\n327\n98\n264\n37\n200\n338\n138\n276\n75\n241\n13\n177\n315\n114\n252\n53\n188\n354\n125\n' +
          '291\n62\n228\n1\n165\n331\n103\n269\n41\n205\n342\n141\n279\n78\n216\n17\n153\n319\n118\n256\n57\n192\n358\n129\n295\n67\n233\n' +
          '5\n170\n308\n106\n244\n45\n208\n346\n145\n283\n82\n220\n21\n157\n323\n94\n260\n33\n197\n363\n134\n300\n70\n236\n9\n173\n311\n' +
          '110\n248\n49\n184\n350\n121\n287\n86\n224\n25\n162\n328\n99\n265\n37\n200\n338\n137\n275\n74\n240\n13\n177\n315\n114\n252\n53\n' +
          '188\n354\n126\n292\n63\n229\n1\n165\n331\n102\n268\n41\n204\n342\n141\n279\n78\n216\n17\n153\n319\n119\n257\n57\n193\n358\n' +
          '129\n295\n66\n232\n5\n169\n307\n106\n244\n' },
      ],
    },
    D: {
      description: intro + 'The deploy freeze starts after December 31 of the same year. For each date, print how many days remain from it until December 31 of its year (0 on December 31 itself).',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each an integer from 0 to 365.',
        examples: { input: list(['2024-03-01', '2023-03-01', '2023-12-31']), output: '305\n305\n0\n' },
      },
      hints: ['Days remaining = days in the year - day of the year.'],
      par: 151,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list(['0001-01-01']), output: '364\n' },
        { tag: 'tricky', input: list(EDGES), output: '364\n0\n306\n306\n305\n0\n0\n364\n0\n305\n' },
        { tag: 'typical', input: list(WEEK), output: '302\n301\n300\n299\n298\n297\n296\n' },
        { tag: 'tricky', input: list(['1900-01-01', '2000-01-01', '2100-02-28', '2400-02-28']), output: '364\n365\n306\n307\n' },
        { tag: 'typical', input: list(MONTH_ENDS), output: '335\n306\n306\n245\n184\n92\n31\n0\n' },
        { tag: 'typical', input: list(spread(40, 3)), output: '271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n' +
          '328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n313\n177\n' },
        { tag: 'maximum', input: list(spread(1000, 11)), output: '19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n357\n192\n54\n255\n117\n316\n181\n15\n244\n78\n' +
          '279\n141\n340\n204\n38\n267\n101\n329\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n' +
          '365\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n' +
          '259\n121\n320\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n333\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n' +
          '316\n181\n15\n244\n78\n279\n141\n341\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n313\n177\n' +
          '11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n' +
          '299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n345\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n' +
          '356\n192\n54\n255\n117\n317\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n353\n188\n' +
          '50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n325\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n' +
          '308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n' +
          '232\n66\n295\n129\n357\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n329\n165\n27\n228\n90\n' +
          '291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n365\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n' +
          '348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n344\n208\n42\n' +
          '271\n105\n333\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n341\n204\n38\n267\n101\n' +
          '328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n313\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n' +
          '224\n86\n287\n149\n349\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n' +
          '145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n317\n181\n15\n244\n78\n279\n141\n340\n' +
          '204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n353\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n' +
          '263\n97\n325\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n361\n196\n58\n259\n121\n320\n' +
          '157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n' +
          '78\n279\n141\n340\n204\n38\n267\n101\n329\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n' +
          '137\n365\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n309\n173\n7\n236\n70\n299\n133\n360\n196\n' +
          '58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n345\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n' +
          '316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n313\n177\n' +
          '11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n349\n212\n46\n247\n109\n308\n173\n7\n236\n70\n' +
          '299\n133\n360\n196\n58\n259\n121\n321\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n' +
          '357\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n' +
          '50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n325\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n' +
          '308\n173\n7\n236\n70\n299\n133\n361\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n333\n169\n3\n' +
          '232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n341\n204\n38\n267\n101\n328\n165\n27\n228\n90\n' +
          '291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n' +
          '348\n212\n46\n247\n109\n309\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n345\n208\n42\n' +
          '271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n317\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n' +
          '328\n165\n27\n228\n90\n291\n125\n353\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n' +
          '224\n86\n287\n149\n348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n321\n157\n19\n220\n82\n283\n' +
          '145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n357\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n' +
          '204\n38\n267\n101\n329\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n365\n200\n34\n' +
          '263\n97\n324\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n' },
        { tag: 'maximum', input: list(spread(1000, 5)), output: '208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n' +
          '101\n329\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n365\n200\n34\n263\n97\n324\n' +
          '161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n309\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n' +
          '82\n283\n145\n345\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n' +
          '340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n313\n177\n11\n240\n74\n303\n137\n364\n200\n' +
          '34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n349\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n' +
          '321\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n357\n192\n54\n255\n117\n316\n181\n15\n' +
          '244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n' +
          '303\n137\n364\n200\n34\n263\n97\n325\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n361\n' +
          '196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n333\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n' +
          '117\n316\n181\n15\n244\n78\n279\n141\n341\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n312\n' +
          '177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n309\n173\n7\n236\n' +
          '70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n345\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n' +
          '356\n192\n54\n255\n117\n317\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n353\n188\n' +
          '50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n' +
          '308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n321\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n' +
          '232\n66\n295\n129\n357\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n329\n165\n27\n228\n90\n' +
          '291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n365\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n' +
          '348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n344\n208\n42\n' +
          '271\n105\n333\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n341\n204\n38\n267\n101\n' +
          '328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n313\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n' +
          '224\n86\n287\n149\n349\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n' +
          '145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n317\n181\n15\n244\n78\n279\n141\n340\n' +
          '204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n353\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n' +
          '263\n97\n325\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n308\n173\n7\n236\n70\n299\n133\n361\n196\n58\n259\n121\n320\n' +
          '157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n' +
          '78\n279\n141\n340\n204\n38\n267\n101\n329\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n' +
          '137\n365\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n309\n173\n7\n236\n70\n299\n133\n360\n196\n' +
          '58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n345\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n356\n192\n54\n255\n117\n' +
          '316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n50\n251\n113\n313\n177\n' +
          '11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n349\n212\n46\n247\n109\n308\n173\n7\n236\n70\n' +
          '299\n133\n360\n196\n58\n259\n121\n321\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n332\n169\n3\n232\n66\n295\n129\n' +
          '357\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n291\n125\n352\n188\n' +
          '50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n364\n200\n34\n263\n97\n325\n161\n23\n224\n86\n287\n149\n348\n212\n46\n247\n109\n' +
          '308\n173\n7\n236\n70\n299\n133\n361\n196\n58\n259\n121\n320\n157\n19\n220\n82\n283\n145\n344\n208\n42\n271\n105\n333\n169\n3\n' +
          '232\n66\n295\n129\n356\n192\n54\n255\n117\n316\n181\n15\n244\n78\n279\n141\n340\n204\n38\n267\n101\n328\n165\n27\n228\n90\n' +
          '291\n125\n352\n188\n50\n251\n113\n312\n177\n11\n240\n74\n303\n137\n365\n200\n34\n263\n97\n324\n161\n23\n224\n86\n287\n149\n' +
          '348\n212\n46\n247\n109\n309\n173\n7\n236\n70\n299\n133\n360\n196\n58\n259\n121\n' },
      ],
    },
    E: {
      description:
        intro +
        'Month-end reports are due on the last day of the month. For each date, print the English name of the day of the week (Monday, ..., Sunday) of the last day of the month that contains it. Years go down to 0001, which began on a Monday.',
      human: {
        input_format: FMT,
        output_format: 'Q lines, each one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.',
        examples: { input: list(['2024-02-10', '2023-02-10', '2024-12-25']), output: 'Thursday\nTuesday\nTuesday\n' },
      },
      hints: ['The last day of a month is the day before the first day of the next month.', 'December\'s next month is in the next year.'],
      par: 235,
      cases: [
        { tag: 'empty', input: '0\n', output: '' },
        { tag: 'minimum', input: list(['0001-01-01']), output: 'Wednesday\n' },
        { tag: 'tricky', input: list(EDGES), output: 'Wednesday\nFriday\nTuesday\nWednesday\nSaturday\nTuesday\nSunday\nSaturday\nThursday\nWednesday\n' },
        { tag: 'typical', input: list(WEEK), output: 'Sunday\nSunday\nSunday\nSunday\nSunday\nSunday\nSunday\n' },
        { tag: 'tricky', input: list(['1900-02-01', '2000-02-01', '2100-02-14', '0004-02-03']), output: 'Wednesday\nTuesday\nSunday\nSunday\n' },
        { tag: 'typical', input: list(MONTH_ENDS), output: 'Wednesday\nThursday\nTuesday\nTuesday\nSunday\nMonday\nSaturday\nTuesday\n' },
        { tag: 'typical', input: list(spread(40, 3)), output: 'Friday\nSunday\nTuesday\nSunday\nFriday\nFriday\nTuesday\nThursday\nTuesday\nSaturday\nSaturday\nWednesday\n' +
          'Friday\nWednesday\nFriday\nMonday\nFriday\nSunday\nFriday\nSunday\nTuesday\nFriday\nSunday\nFriday\nSunday\n' +
          'Wednesday\nThursday\nTuesday\nSunday\nMonday\nFriday\nSaturday\nThursday\nMonday\nTuesday\nSaturday\nSunday\n' +
          'Friday\nSunday\nWednesday\n' },
        { tag: 'maximum', input: list(spread(1000, 11)), output: 'Monday\nSunday\nFriday\nSunday\nFriday\nSunday\nMonday\nSaturday\nMonday\nSaturday\nSaturday\nWednesday\nMonday\n' +
          'Wednesday\nMonday\nMonday\nFriday\nMonday\nThursday\nTuesday\nMonday\nFriday\nSunday\nFriday\nWednesday\n' +
          'Wednesday\nSunday\nTuesday\nSunday\nWednesday\nThursday\nMonday\nWednesday\nMonday\nTuesday\nSaturday\n' +
          'Wednesday\nFriday\nWednesday\nWednesday\nSunday\nWednesday\nFriday\nWednesday\nThursday\nMonday\nTuesday\n' +
          'Sunday\nFriday\nSaturday\nWednesday\nThursday\nTuesday\nThursday\nSunday\nThursday\nFriday\nWednesday\n' +
          'Wednesday\nMonday\nFriday\nSaturday\nThursday\nFriday\nWednesday\nSaturday\nSunday\nFriday\nSaturday\nThursday\n' +
          'Friday\nTuesday\nSunday\nMonday\nSaturday\nSunday\nThursday\nSaturday\nMonday\nSaturday\nSunday\nThursday\n' +
          'Friday\nWednesday\nMonday\nTuesday\nSaturday\nSunday\nFriday\nTuesday\nWednesday\nSunday\nMonday\nSaturday\n' +
          'Monday\nFriday\nTuesday\nTuesday\nSunday\nTuesday\nSaturday\nMonday\nWednesday\nMonday\nWednesday\nSunday\n' +
          'Sunday\nFriday\nWednesday\nFriday\nTuesday\nTuesday\nSunday\nWednesday\nSaturday\nWednesday\nTuesday\nSunday\n' +
          'Tuesday\nSunday\nThursday\nThursday\nTuesday\nThursday\nTuesday\nThursday\nFriday\nWednesday\nFriday\n' +
          'Wednesday\nWednesday\nSunday\nFriday\nSunday\nFriday\nThursday\nMonday\nFriday\nSunday\nFriday\nFriday\nTuesday\n' +
          'Thursday\nTuesday\nSunday\nSunday\nThursday\nSaturday\nThursday\nMonday\nMonday\nFriday\nSunday\nFriday\nFriday\n' +
          'Tuesday\nSunday\nMonday\nSaturday\nSunday\nThursday\nMonday\nTuesday\nSunday\nMonday\nFriday\nSunday\nThursday\n' +
          'Tuesday\nWednesday\nSunday\nTuesday\nSaturday\nTuesday\nWednesday\nSunday\nTuesday\nSaturday\nSunday\nFriday\n' +
          'Tuesday\nThursday\nMonday\nTuesday\nSunday\nWednesday\nFriday\nTuesday\nWednesday\nMonday\nTuesday\nSunday\n' +
          'Thursday\nThursday\nTuesday\nWednesday\nMonday\nThursday\nFriday\nWednesday\nThursday\nTuesday\nTuesday\n' +
          'Sunday\nFriday\nSaturday\nThursday\nThursday\nTuesday\nFriday\nSunday\nFriday\nThursday\nTuesday\nThursday\n' +
          'Monday\nSaturday\nSaturday\nThursday\nSaturday\nWednesday\nSunday\nSunday\nFriday\nSunday\nThursday\nFriday\n' +
          'Tuesday\nSunday\nTuesday\nSaturday\nSaturday\nWednesday\nSunday\nTuesday\nSaturday\nSunday\nThursday\nSaturday\n' +
          'Thursday\nMonday\nTuesday\nSaturday\nMonday\nSaturday\nTuesday\nWednesday\nSunday\nTuesday\nSunday\nSaturday\n' +
          'Thursday\nTuesday\nWednesday\nMonday\nMonday\nSaturday\nWednesday\nThursday\nTuesday\nTuesday\nSunday\nTuesday\n' +
          'Saturday\nThursday\nThursday\nTuesday\nThursday\nMonday\nThursday\nThursday\nTuesday\nThursday\nMonday\n' +
          'Wednesday\nSaturday\nThursday\nSaturday\nWednesday\nThursday\nMonday\nFriday\nSunday\nThursday\nFriday\n' +
          'Tuesday\nThursday\nTuesday\nSaturday\nSaturday\nWednesday\nFriday\nWednesday\nSaturday\nSunday\nThursday\n' +
          'Saturday\nThursday\nFriday\nTuesday\nSaturday\nMonday\nSaturday\nSaturday\nThursday\nSaturday\nTuesday\nSunday\n' +
          'Saturday\nThursday\nFriday\nWednesday\nMonday\nMonday\nSaturday\nSunday\nFriday\nTuesday\nTuesday\nSunday\n' +
          'Monday\nSaturday\nMonday\nThursday\nTuesday\nWednesday\nMonday\nMonday\nFriday\nTuesday\nWednesday\nMonday\n' +
          'Tuesday\nSaturday\nMonday\nFriday\nWednesday\nThursday\nMonday\nWednesday\nSunday\nThursday\nFriday\nTuesday\n' +
          'Thursday\nMonday\nWednesday\nSaturday\nThursday\nFriday\nTuesday\nWednesday\nMonday\nFriday\nSaturday\n' +
          'Wednesday\nThursday\nTuesday\nThursday\nMonday\nFriday\nSaturday\nThursday\nSaturday\nWednesday\nFriday\n' +
          'Saturday\nThursday\nSaturday\nWednesday\nThursday\nMonday\nSaturday\nMonday\nFriday\nFriday\nWednesday\nSunday\n' +
          'Tuesday\nSaturday\nSaturday\nThursday\nSaturday\nThursday\nMonday\nSunday\nFriday\nSunday\nFriday\nMonday\n' +
          'Monday\nSaturday\nMonday\nSaturday\nSunday\nWednesday\nMonday\nWednesday\nMonday\nTuesday\nFriday\nMonday\n' +
          'Thursday\nTuesday\nMonday\nFriday\nSunday\nFriday\nWednesday\nWednesday\nSunday\nTuesday\nSunday\nThursday\n' +
          'Thursday\nMonday\nWednesday\nMonday\nWednesday\nSaturday\nWednesday\nFriday\nWednesday\nFriday\nSunday\n' +
          'Wednesday\nFriday\nWednesday\nThursday\nMonday\nTuesday\nSunday\nFriday\nSaturday\nWednesday\nThursday\n' +
          'Tuesday\nSaturday\nSunday\nThursday\nFriday\nWednesday\nFriday\nMonday\nFriday\nSaturday\nThursday\nSaturday\n' +
          'Wednesday\nSaturday\nSunday\nFriday\nSaturday\nThursday\nFriday\nTuesday\nSunday\nMonday\nSaturday\nSunday\n' +
          'Thursday\nSunday\nMonday\nSaturday\nSunday\nThursday\nSaturday\nWednesday\nMonday\nTuesday\nSaturday\nMonday\n' +
          'Friday\nTuesday\nWednesday\nSunday\nMonday\nSaturday\nMonday\nFriday\nTuesday\nTuesday\nSunday\nTuesday\n' +
          'Saturday\nTuesday\nWednesday\nMonday\nWednesday\nSunday\nMonday\nFriday\nWednesday\nFriday\nTuesday\nWednesday\n' +
          'Sunday\nWednesday\nSaturday\nWednesday\nTuesday\nSunday\nTuesday\nSunday\nThursday\nThursday\nTuesday\n' +
          'Thursday\nTuesday\nFriday\nFriday\nWednesday\nFriday\nWednesday\nThursday\nSunday\nFriday\nSunday\nFriday\n' +
          'Saturday\nMonday\nFriday\nSunday\nFriday\nFriday\nTuesday\nThursday\nTuesday\nSunday\nSunday\nThursday\n' +
          'Saturday\nThursday\nMonday\nMonday\nFriday\nSunday\nFriday\nSunday\nTuesday\nSunday\nMonday\nSaturday\nMonday\n' +
          'Thursday\nMonday\nTuesday\nSunday\nTuesday\nFriday\nSunday\nThursday\nTuesday\nWednesday\nSunday\nTuesday\n' +
          'Saturday\nTuesday\nWednesday\nSunday\nTuesday\nSaturday\nMonday\nFriday\nTuesday\nThursday\nMonday\nWednesday\n' +
          'Sunday\nWednesday\nFriday\nTuesday\nThursday\nMonday\nTuesday\nSunday\nThursday\nThursday\nTuesday\nWednesday\n' +
          'Monday\nThursday\nFriday\nWednesday\nThursday\nTuesday\nWednesday\nSunday\nFriday\nSaturday\nThursday\nFriday\n' +
          'Tuesday\nFriday\nSunday\nFriday\nSaturday\nTuesday\nThursday\nMonday\nSaturday\nSaturday\nThursday\nSaturday\n' +
          'Wednesday\nSunday\nSunday\nFriday\nSunday\nThursday\nSaturday\nTuesday\nSunday\nTuesday\nSaturday\nMonday\n' +
          'Wednesday\nSunday\nTuesday\nSaturday\nMonday\nThursday\nSaturday\nThursday\nMonday\nTuesday\nSaturday\nMonday\n' +
          'Saturday\nTuesday\nWednesday\nSunday\nTuesday\nSunday\nMonday\nThursday\nTuesday\nWednesday\nMonday\nTuesday\n' +
          'Saturday\nWednesday\nThursday\nTuesday\nWednesday\nSunday\nTuesday\nSaturday\nThursday\nThursday\nTuesday\n' +
          'Thursday\nMonday\nThursday\nThursday\nTuesday\nThursday\nMonday\nWednesday\nSaturday\nThursday\nSaturday\n' +
          'Wednesday\nFriday\nMonday\nFriday\nSunday\nThursday\nSaturday\nTuesday\nThursday\nTuesday\nSaturday\nMonday\n' +
          'Wednesday\nFriday\nWednesday\nSaturday\nSunday\nThursday\nSaturday\nThursday\nFriday\nTuesday\nSaturday\n' +
          'Monday\nSaturday\nSunday\nThursday\nSaturday\nTuesday\nSunday\nMonday\nThursday\nFriday\nWednesday\nMonday\n' +
          'Tuesday\nSaturday\nSunday\nFriday\nTuesday\nTuesday\nSunday\nMonday\nSaturday\nMonday\nThursday\nTuesday\n' +
          'Wednesday\nMonday\nWednesday\nFriday\nTuesday\nWednesday\nMonday\nWednesday\nSaturday\nMonday\nFriday\n' +
          'Wednesday\nFriday\nMonday\nWednesday\nSunday\nThursday\nFriday\nTuesday\nThursday\nMonday\nWednesday\nSaturday\n' +
          'Thursday\nFriday\nTuesday\nThursday\nMonday\nFriday\nSaturday\nWednesday\nFriday\nTuesday\nThursday\nMonday\n' +
          'Friday\nSunday\nThursday\nSaturday\nWednesday\nFriday\nSaturday\nThursday\nSaturday\nWednesday\nThursday\n' +
          'Monday\nSaturday\nMonday\nFriday\nSaturday\nWednesday\nSunday\nTuesday\nSaturday\nSunday\nThursday\nSaturday\n' +
          'Thursday\nMonday\nTuesday\nFriday\nSunday\nFriday\nMonday\nMonday\nSaturday\nMonday\nSaturday\nSunday\n' +
          'Wednesday\nMonday\nWednesday\nMonday\nTuesday\nFriday\nMonday\nThursday\nTuesday\nWednesday\nFriday\nSunday\n' +
          'Friday\nWednesday\nThursday\nSunday\nTuesday\nSunday\nThursday\nFriday\nMonday\nWednesday\nMonday\nWednesday\n' +
          'Saturday\nWednesday\nFriday\nWednesday\nFriday\nSunday\nWednesday\nFriday\nWednesday\nFriday\nMonday\nTuesday\n' +
          'Sunday\nFriday\nSunday\nWednesday\nThursday\nTuesday\nSaturday\nMonday\nThursday\nFriday\nWednesday\nFriday\n' +
          'Monday\nFriday\nSaturday\nThursday\nSaturday\nWednesday\nSaturday\nSunday\nFriday\nSunday\nThursday\nFriday\n' +
          'Tuesday\nSunday\nTuesday\nSaturday\nSunday\nThursday\nSunday\nWednesday\nSaturday\nSunday\nThursday\nSaturday\n' +
          'Wednesday\nMonday\nTuesday\nSaturday\nMonday\nFriday\nTuesday\nWednesday\nSunday\nTuesday\nSaturday\nMonday\n' +
          'Friday\nTuesday\nThursday\nSunday\nTuesday\nSaturday\nTuesday\nThursday\nMonday\nWednesday\nSunday\nMonday\n' +
          'Friday\nWednesday\nFriday\nTuesday\nWednesday\nSunday\nWednesday\nSaturday\nWednesday\nThursday\nSunday\n' +
          'Tuesday\nSunday\nThursday\nFriday\nTuesday\nThursday\nTuesday\nFriday\nSaturday\nWednesday\nFriday\nWednesday\n' +
          'Thursday\nSunday\nFriday\nSunday\nFriday\nSaturday\nMonday\nFriday\nSunday\nFriday\nSaturday\nTuesday\nThursday\n' +
          'Tuesday\nSunday\nMonday\nThursday\nSaturday\nThursday\nMonday\nTuesday\nFriday\nSunday\nFriday\nSunday\nTuesday\n' +
          'Sunday\nMonday\nSaturday\nMonday\nThursday\nMonday\nTuesday\nSunday\nTuesday\nFriday\nSunday\nThursday\nTuesday\n' +
          'Thursday\nSunday\nTuesday\nSaturday\nTuesday\nFriday\nSunday\nTuesday\nSaturday\nMonday\nSaturday\nTuesday\n' +
          'Thursday\nMonday\nWednesday\nSunday\nWednesday\nFriday\nTuesday\nThursday\nMonday\nTuesday\nSunday\nThursday\n' +
          'Saturday\nTuesday\nWednesday\nMonday\nThursday\nSaturday\nWednesday\nThursday\nTuesday\nWednesday\nMonday\n' +
          'Friday\nSaturday\nThursday\nFriday\nTuesday\nFriday\nSunday\nFriday\nSaturday\nTuesday\nThursday\nMonday\n' +
          'Saturday\nSunday\nThursday\nSaturday\nWednesday\nSunday\nMonday\nFriday\nSunday\nThursday\nSaturday\nWednesday\n' +
          'Sunday\nTuesday\nSaturday\nMonday\n' },
        { tag: 'maximum', input: list(spread(1000, 5)), output: 'Friday\nMonday\nWednesday\nMonday\nWednesday\nSaturday\nWednesday\nFriday\nWednesday\nFriday\nSunday\n' +
          'Wednesday\nFriday\nWednesday\nFriday\nMonday\nTuesday\nSunday\nFriday\nSunday\nWednesday\nThursday\nTuesday\n' +
          'Saturday\nMonday\nThursday\nFriday\nWednesday\nFriday\nMonday\nFriday\nSaturday\nThursday\nSaturday\nWednesday\n' +
          'Saturday\nSunday\nFriday\nSunday\nThursday\nFriday\nTuesday\nSunday\nTuesday\nSaturday\nSunday\nThursday\n' +
          'Sunday\nWednesday\nSaturday\nSunday\nThursday\nSaturday\nWednesday\nMonday\nTuesday\nSaturday\nMonday\nFriday\n' +
          'Tuesday\nWednesday\nSunday\nTuesday\nSaturday\nMonday\nFriday\nTuesday\nThursday\nSunday\nTuesday\nSaturday\n' +
          'Tuesday\nThursday\nMonday\nWednesday\nSunday\nMonday\nFriday\nWednesday\nFriday\nTuesday\nWednesday\nSunday\n' +
          'Wednesday\nSaturday\nWednesday\nThursday\nSunday\nTuesday\nSunday\nThursday\nFriday\nTuesday\nThursday\n' +
          'Tuesday\nFriday\nSaturday\nWednesday\nFriday\nWednesday\nThursday\nSunday\nFriday\nSunday\nFriday\nSaturday\n' +
          'Monday\nFriday\nSunday\nFriday\nSaturday\nTuesday\nThursday\nTuesday\nSunday\nMonday\nThursday\nSaturday\n' +
          'Thursday\nMonday\nTuesday\nFriday\nSunday\nFriday\nSunday\nTuesday\nSunday\nMonday\nSaturday\nMonday\nThursday\n' +
          'Monday\nTuesday\nSunday\nTuesday\nFriday\nSunday\nThursday\nTuesday\nThursday\nSunday\nTuesday\nSaturday\n' +
          'Tuesday\nFriday\nSunday\nTuesday\nSaturday\nMonday\nSaturday\nTuesday\nThursday\nMonday\nWednesday\nSunday\n' +
          'Wednesday\nFriday\nTuesday\nThursday\nMonday\nTuesday\nSunday\nThursday\nSaturday\nTuesday\nWednesday\nMonday\n' +
          'Thursday\nSaturday\nWednesday\nThursday\nTuesday\nWednesday\nMonday\nFriday\nSaturday\nThursday\nFriday\n' +
          'Tuesday\nFriday\nSunday\nFriday\nSaturday\nTuesday\nThursday\nMonday\nSaturday\nSunday\nThursday\nSaturday\n' +
          'Wednesday\nSunday\nMonday\nFriday\nSunday\nThursday\nSaturday\nWednesday\nSunday\nTuesday\nSaturday\nMonday\n' +
          'Wednesday\nSunday\nTuesday\nSaturday\nMonday\nThursday\nSaturday\nThursday\nMonday\nWednesday\nSaturday\n' +
          'Monday\nSaturday\nTuesday\nThursday\nSunday\nTuesday\nSunday\nMonday\nSaturday\nTuesday\nWednesday\nMonday\n' +
          'Tuesday\nSaturday\nWednesday\nThursday\nTuesday\nWednesday\nSunday\nTuesday\nSaturday\nThursday\nFriday\n' +
          'Tuesday\nThursday\nMonday\nThursday\nSaturday\nTuesday\nThursday\nMonday\nWednesday\nSunday\nThursday\n' +
          'Saturday\nWednesday\nFriday\nMonday\nFriday\nSunday\nThursday\nSaturday\nTuesday\nThursday\nTuesday\nSaturday\n' +
          'Monday\nWednesday\nFriday\nWednesday\nSaturday\nMonday\nThursday\nSaturday\nThursday\nFriday\nWednesday\n' +
          'Saturday\nMonday\nSaturday\nSunday\nFriday\nSaturday\nTuesday\nSunday\nMonday\nThursday\nFriday\nWednesday\n' +
          'Monday\nTuesday\nSaturday\nSunday\nFriday\nTuesday\nWednesday\nSunday\nMonday\nSaturday\nMonday\nFriday\n' +
          'Tuesday\nWednesday\nMonday\nWednesday\nSunday\nTuesday\nWednesday\nMonday\nWednesday\nSaturday\nMonday\nFriday\n' +
          'Wednesday\nFriday\nMonday\nWednesday\nSunday\nThursday\nSaturday\nTuesday\nThursday\nMonday\nWednesday\nMonday\n' +
          'Thursday\nFriday\nTuesday\nThursday\nTuesday\nFriday\nSaturday\nWednesday\nFriday\nTuesday\nThursday\nMonday\n' +
          'Friday\nSunday\nThursday\nSaturday\nWednesday\nFriday\nMonday\nThursday\nSaturday\nWednesday\nThursday\n' +
          'Tuesday\nSaturday\nMonday\nFriday\nSaturday\nThursday\nSunday\nTuesday\nSaturday\nSunday\nThursday\nSaturday\n' +
          'Thursday\nMonday\nTuesday\nFriday\nSunday\nFriday\nMonday\nTuesday\nSaturday\nMonday\nSaturday\nSunday\n' +
          'Thursday\nMonday\nWednesday\nMonday\nTuesday\nSaturday\nMonday\nThursday\nTuesday\nWednesday\nFriday\nSunday\n' +
          'Friday\nWednesday\nThursday\nSunday\nTuesday\nSunday\nThursday\nFriday\nMonday\nWednesday\nMonday\nWednesday\n' +
          'Sunday\nWednesday\nFriday\nWednesday\nFriday\nTuesday\nWednesday\nFriday\nWednesday\nFriday\nTuesday\nTuesday\n' +
          'Sunday\nFriday\nSunday\nWednesday\nThursday\nTuesday\nSaturday\nMonday\nThursday\nFriday\nWednesday\nFriday\n' +
          'Wednesday\nFriday\nSaturday\nThursday\nSaturday\nThursday\nSaturday\nSunday\nFriday\nSunday\nFriday\nFriday\n' +
          'Tuesday\nSunday\nTuesday\nSaturday\nSunday\nThursday\nSunday\nWednesday\nSaturday\nSunday\nThursday\nSaturday\n' +
          'Thursday\nMonday\nTuesday\nSaturday\nMonday\nSaturday\nTuesday\nWednesday\nSunday\nTuesday\nSunday\nMonday\n' +
          'Friday\nTuesday\nThursday\nSunday\nTuesday\nSaturday\nTuesday\nThursday\nMonday\nWednesday\nSunday\nMonday\n' +
          'Saturday\nWednesday\nFriday\nTuesday\nWednesday\nMonday\nWednesday\nSaturday\nWednesday\nThursday\nTuesday\n' +
          'Tuesday\nSunday\nThursday\nFriday\nTuesday\nThursday\nTuesday\nFriday\nSaturday\nWednesday\nFriday\nWednesday\n' +
          'Thursday\nMonday\nFriday\nSunday\nFriday\nSaturday\nWednesday\nFriday\nSunday\nFriday\nSaturday\nWednesday\n' +
          'Thursday\nTuesday\nSunday\nMonday\nThursday\nSaturday\nThursday\nMonday\nTuesday\nFriday\nSunday\nFriday\n' +
          'Sunday\nThursday\nSunday\nMonday\nSaturday\nMonday\nFriday\nMonday\nTuesday\nSunday\nTuesday\nSaturday\nSunday\n' +
          'Thursday\nTuesday\nThursday\nSunday\nTuesday\nSaturday\nTuesday\nFriday\nSunday\nTuesday\nSaturday\nMonday\n' +
          'Saturday\nTuesday\nThursday\nMonday\nWednesday\nMonday\nWednesday\nFriday\nTuesday\nThursday\nTuesday\nTuesday\n' +
          'Sunday\nThursday\nSaturday\nThursday\nWednesday\nMonday\nThursday\nSaturday\nWednesday\nThursday\nTuesday\n' +
          'Wednesday\nMonday\nFriday\nSaturday\nThursday\nFriday\nWednesday\nFriday\nSunday\nFriday\nSaturday\nThursday\n' +
          'Thursday\nMonday\nSaturday\nSunday\nFriday\nSaturday\nWednesday\nSunday\nMonday\nFriday\nSunday\nThursday\n' +
          'Saturday\nWednesday\nSunday\nTuesday\nSaturday\nMonday\nFriday\nSunday\nTuesday\nSaturday\nMonday\nFriday\n' +
          'Saturday\nThursday\nMonday\nWednesday\nSunday\nMonday\nSaturday\nTuesday\nThursday\nSunday\nTuesday\nSunday\n' +
          'Monday\nSaturday\nTuesday\nWednesday\nMonday\nTuesday\nSunday\nWednesday\nThursday\nTuesday\nWednesday\nMonday\n' +
          'Tuesday\nSaturday\nThursday\nFriday\nWednesday\nThursday\nMonday\nThursday\nSaturday\nTuesday\nThursday\n' +
          'Monday\nWednesday\nSunday\nThursday\nSaturday\nWednesday\nFriday\nTuesday\nFriday\nSunday\nThursday\nSaturday\n' +
          'Wednesday\nThursday\nTuesday\nSaturday\nMonday\nFriday\nFriday\nWednesday\nSaturday\nMonday\nThursday\n' +
          'Saturday\nThursday\nFriday\nWednesday\nSaturday\nMonday\nSaturday\nSunday\nFriday\nSaturday\nTuesday\nSunday\n' +
          'Monday\nSaturday\nFriday\nWednesday\nMonday\nTuesday\nSunday\nSunday\nFriday\nTuesday\nWednesday\nMonday\n' +
          'Monday\nSaturday\nMonday\nFriday\nTuesday\nWednesday\nMonday\nWednesday\nSunday\nTuesday\nWednesday\nMonday\n' +
          'Wednesday\nSunday\nMonday\nFriday\nWednesday\nFriday\nTuesday\nWednesday\nSunday\nThursday\nSaturday\n' +
          'Wednesday\nThursday\nMonday\nWednesday\nMonday\nThursday\nFriday\nTuesday\nThursday\nTuesday\nFriday\nSaturday\n' +
          'Wednesday\nFriday\nWednesday\nThursday\nMonday\nFriday\nSunday\nFriday\nSaturday\nWednesday\nFriday\nMonday\n' +
          'Saturday\nSaturday\nWednesday\nThursday\nTuesday\nSaturday\nMonday\nFriday\nSaturday\nThursday\nSunday\n' +
          'Tuesday\nSaturday\nSunday\nFriday\nSaturday\nThursday\nMonday\nTuesday\nSunday\nSunday\nFriday\nMonday\nTuesday\n' +
          'Sunday\nMonday\nSaturday\nSunday\nThursday\nMonday\nWednesday\nMonday\nTuesday\nSaturday\nMonday\nThursday\n' +
          'Tuesday\nWednesday\nSunday\nSunday\nFriday\nWednesday\nThursday\nMonday\nTuesday\nSunday\nThursday\nFriday\n' +
          'Tuesday\nWednesday\nMonday\nWednesday\nSunday\nWednesday\nFriday\nWednesday\nFriday\nTuesday\nWednesday\n' +
          'Friday\nWednesday\nFriday\nTuesday\nTuesday\nSunday\nFriday\nSunday\nThursday\nThursday\nTuesday\nSaturday\n' +
          'Monday\nFriday\nFriday\nWednesday\nFriday\nWednesday\nFriday\nSaturday\nThursday\nSaturday\nThursday\nSaturday\n' +
          'Sunday\nFriday\nSunday\nFriday\nFriday\nTuesday\nSunday\nTuesday\nSunday\nSunday\nThursday\nSunday\nWednesday\n' +
          'Monday\nSunday\nThursday\nSaturday\nThursday\nTuesday\nTuesday\nSaturday\nMonday\nSaturday\nTuesday\nWednesday\n' +
          'Sunday\nTuesday\nSunday\nMonday\nFriday\nTuesday\nThursday\nTuesday\nTuesday\nSaturday\nTuesday\nThursday\n' +
          'Tuesday\nWednesday\nSunday\nMonday\nSaturday\nThursday\nFriday\nTuesday\nWednesday\nMonday\nWednesday\n' +
          'Saturday\nWednesday\nThursday\nTuesday\nTuesday\nSunday\nThursday\nFriday\nWednesday\nThursday\nTuesday\n' +
          'Friday\nSaturday\nThursday\nFriday\nWednesday\nThursday\nMonday\nSaturday\nSunday\nFriday\nSaturday\nWednesday\n' +
          'Friday\nSunday\nFriday\nSaturday\nWednesday\nThursday\nTuesday\nSunday\nMonday\nFriday\nSaturday\nThursday\n' +
          'Monday\nTuesday\nSaturday\nSunday\nFriday\nSunday\nThursday\nMonday\nMonday\nSaturday\nMonday\nFriday\nMonday\n' +
          'Tuesday\nSunday\nTuesday\nSaturday\nSunday\nThursday\nTuesday\nThursday\nMonday\nTuesday\nSaturday\nTuesday\n' +
          'Friday\nTuesday\nTuesday\nSaturday\nMonday\nSaturday\nWednesday\nThursday\nMonday\nWednesday\nMonday\n' +
          'Wednesday\nFriday\nTuesday\nThursday\nTuesday\nTuesday\nSunday\nThursday\nSaturday\nThursday\nWednesday\n' +
          'Monday\nThursday\nSaturday\nThursday\nThursday\nTuesday\nWednesday\nMonday\nSaturday\nSaturday\nThursday\n' +
          'Friday\nWednesday\nSunday\nSunday\nFriday\nSaturday\nThursday\nThursday\nMonday\nSaturday\nSunday\nFriday\n' +
          'Saturday\nWednesday\nSunday\nMonday\nSaturday\nSunday\nThursday\nSaturday\nWednesday\nMonday\nTuesday\n' +
          'Saturday\nMonday\nFriday\nMonday\nTuesday\nSaturday\nMonday\nFriday\nSaturday\nThursday\nMonday\nWednesday\n' +
          'Sunday\nMonday\nSaturday\nTuesday\nThursday\nMonday\nTuesday\nSunday\nMonday\nSaturday\nWednesday\nWednesday\n' +
          'Monday\nTuesday\nSunday\nThursday\nThursday\nTuesday\nWednesday\nMonday\n' },
      ],
    },
  },
};
