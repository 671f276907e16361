import type { HoleSpec } from '../../../schema';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');
const withHolidays = (hs: string[], qs: string[]) => `${hs.length}\n` + hs.map((h) => `${h}\n`).join('') + list(qs);

const intro =
  'The support contract counts only business time: Monday to Friday, 09:00 to 17:00 UTC. A minute [t, t+1) is a working minute when it lies inside such a window, so each working day has 480 working minutes. ';
const lunchIntro =
  'The support contract counts only business time: Monday to Friday, 09:00 to 12:00 and 13:00 to 17:00 UTC (the engineers insist on lunch). A minute [t, t+1) is a working minute when it lies inside such a window, so each working day has 420 working minutes. ';
const TS = 'Times are written "YYYY-MM-DD HH:MM" (a date and a 24-hour time separated by a space), with dates from 2000-01-01 to 2099-12-31.';
const holFmt =
  'The first line holds H (0 <= H <= 100), then H lines each with a holiday date YYYY-MM-DD (distinct, any order; a holiday has no working minutes, and one on a weekend changes nothing). The next line holds Q';

export const hole: HoleSpec = {
  id: 57,
  title: 'The SLA Clock Only Ticks 9 to 5',
  category: 'dates',
  difficulty: 7,
  variations: {
    A: {
      description:
        intro +
        'A ticket opened at time S must be answered within M working minutes. For each ticket print its deadline: the earliest time T >= S such that [S, T) contains exactly M working minutes (for M = 0 that is S itself; a deadline reached at 17:00 stays at 17:00).',
      human: {
        input_format: `The first line holds Q (0 <= Q <= 200). Then Q lines follow, each "YYYY-MM-DD HH:MM M" with 0 <= M <= 1000000. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a time "YYYY-MM-DD HH:MM" (it may fall after 2099).',
        examples: { input: list(['2024-03-08 16:30 60', '2024-03-09 10:00 30', '2024-03-11 08:00 480']), output: '2024-03-11 09:30\n2024-03-11 09:30\n2024-03-11 17:00\n' },
      },
      hints: ['Outside working hours, the clock first jumps to the next 09:00 on a weekday.', 'M can cover years of work: skip whole weeks of 2400 minutes at a time, or simulate day by day.'],
      par: 663,
    },
    B: {
      description: intro + 'For each incident "A B" (A <= B), print how many working minutes lie in [A, B): that is how much of the SLA the incident consumed.',
      human: {
        input_format: `The first line holds Q (0 <= Q <= 200). Then Q lines follow, each with two times A and B (A <= B) separated by a space. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a non-negative integer number of minutes.',
        examples: { input: list(['2024-03-08 16:30 2024-03-11 09:45', '2024-03-09 10:00 2024-03-10 18:00']), output: '75\n0\n' },
      },
      hints: ['Count whole weeks (2400 minutes each) separately from the partial ones.', 'Clamp each day\'s window to [A, B).'],
      par: 465,
    },
    C: {
      description:
        intro +
        'Public holidays are given as dates with no working minutes at all. A ticket opened at time S must be answered within M working minutes; print its deadline: the earliest time T >= S such that [S, T) contains exactly M working minutes (for M = 0 that is S itself; a deadline reached at 17:00 stays at 17:00).',
      human: {
        input_format: `${holFmt} (0 <= Q <= 200), and Q lines follow, each "YYYY-MM-DD HH:MM M" with 0 <= M <= 1000000. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a time "YYYY-MM-DD HH:MM" (it may fall after 2099).',
        examples: { input: withHolidays(['2024-03-29', '2024-04-01'], ['2024-03-28 16:00 120', '2024-03-29 10:00 30']), output: '2024-04-02 10:00\n2024-04-02 09:30\n' },
      },
      hints: ['Treat a holiday exactly like a Saturday.', 'A ticket opened during a holiday starts its clock on the next working day.'],
      par: 737,
    },
    D: {
      description:
        intro + 'Public holidays are given as dates with no working minutes at all. For each incident "A B" (A <= B), print how many working minutes lie in [A, B).',
      human: {
        input_format: `${holFmt} (0 <= Q <= 200), and Q lines follow, each with two times A and B (A <= B) separated by a space. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a non-negative integer number of minutes.',
        examples: { input: withHolidays(['2024-03-29', '2024-04-01'], ['2024-03-28 16:00 2024-04-02 10:00', '2024-03-29 10:00 2024-03-29 11:00']), output: '120\n0\n' },
      },
      hints: ['Count as if there were no holidays, then subtract the part of each weekday holiday that falls inside [A, B).'],
      par: 619,
    },
    E: {
      description: lunchIntro + 'For each incident "A B" (A <= B), print how many working minutes lie in [A, B).',
      human: {
        input_format: `The first line holds Q (0 <= Q <= 200). Then Q lines follow, each with two times A and B (A <= B) separated by a space. ${TS} With Q = 0 there is nothing to print.`,
        output_format: 'Q lines, each a non-negative integer number of minutes.',
        examples: { input: list(['2024-03-08 11:30 2024-03-11 13:30', '2024-03-11 12:00 2024-03-11 13:00']), output: '480\n0\n' },
      },
      hints: ['Each weekday now has two windows; clamp each separately.', 'A whole week holds 2100 working minutes.'],
      par: 518,
    },
  },
};
