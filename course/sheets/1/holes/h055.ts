import type { HoleSpec } from '../../../schema';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const intro =
  'Sprint planning runs on ISO 8601 week dates, and the planning bot was written during an outage. ' +
  'ISO weeks start on Monday; week 1 of an ISO year is the week containing that year\'s first Thursday (equivalently, January 4), so a few days around New Year can belong to the neighbouring ISO year. Use the proleptic Gregorian calendar. ';
const DATES = (lo: string, hi: string, q: number) =>
  `The first line holds Q (0 <= Q <= ${q}). Then Q lines follow, each a valid date YYYY-MM-DD between ${lo} and ${hi}. With Q = 0 there is nothing to print.`;

export const hole: HoleSpec = {
  id: 55,
  title: 'Which Sprint Week Is It?',
  category: 'dates',
  difficulty: 5,
  variations: {
    A: {
      description: intro + 'For each date, print its ISO week date "YYYY-Www-D": the ISO year (four digits), the week number (two digits) and the day of the week (1 = Monday ... 7 = Sunday).',
      human: {
        input_format: DATES('0001-01-01', '9999-12-31', 1000),
        output_format: 'Q lines like 2024-W09-4 (four-digit ISO year, two-digit week, one-digit weekday).',
        examples: { input: list(['2024-02-29', '2021-01-03', '2024-12-30']), output: '2024-W09-4\n2020-W53-7\n2025-W01-1\n' },
      },
      hints: ['The ISO year of a date is the calendar year of the Thursday of its week.', 'Week number = (day of the year of that Thursday - 1) div 7 + 1.'],
      par: 153,
    },
    B: {
      description:
        intro +
        'For each ISO week date "YYYY-Www-D" (ISO year, week, day 1 = Monday ... 7 = Sunday), print the calendar date YYYY-MM-DD it denotes. Week 53 only appears for ISO years that have 53 weeks, and every answer lies between 0001-01-01 and 9999-12-31.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 1000). Then Q lines follow, each an ISO week date like 2024-W09-4 (four-digit ISO year 0001..9999, two-digit week 01..53 valid for that year, weekday 1..7). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a date YYYY-MM-DD with a four-digit year.',
        examples: { input: list(['2024-W09-4', '2020-W53-7', '2025-W01-1']), output: '2024-02-29\n2021-01-03\n2024-12-30\n' },
      },
      hints: ['January 4 is always in week 1: find the Monday of its week, then count forward.', 'The result can fall in the previous or next calendar year.'],
      par: 169,
    },
    C: {
      description: intro + 'Some ISO years have 53 weeks instead of 52, which breaks the sprint numbering. For each year Y, print how many ISO weeks ISO year Y has.',
      human: {
        input_format: 'The first line holds Q (0 <= Q <= 1000). Then Q lines follow, each a year Y (1 <= Y <= 9999). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each 52 or 53.',
        examples: { input: list([2020, 2021, 2026]), output: '53\n52\n53\n' },
      },
      hints: ['December 28 is always in the last ISO week of its year.', 'A year has 53 weeks when it starts on a Thursday, or is a leap year starting on a Wednesday.'],
      par: 111,
    },
    D: {
      description: intro + 'For each date, print the Monday and the Sunday of the ISO week that contains it, separated by a space: the start and end of that sprint week.',
      human: {
        input_format: DATES('0001-01-01', '9999-12-26', 800),
        output_format: 'Q lines, each two dates "YYYY-MM-DD YYYY-MM-DD" (Monday, then Sunday).',
        examples: { input: list(['2024-02-29', '2024-12-31', '2024-03-04']), output: '2024-02-26 2024-03-03\n2024-12-30 2025-01-05\n2024-03-04 2024-03-10\n' },
      },
      hints: ['Step back to Monday using the day of the week, then add 6 days.', 'The week may span two months or two years.'],
      par: 187,
    },
    E: {
      description: intro + 'The first sprint of an ISO year starts on the Monday of its week 1. For each year Y, print that Monday, which may fall in late December of year Y-1.',
      human: {
        input_format: 'The first line holds Q (0 <= Q <= 1000). Then Q lines follow, each a year Y (1 <= Y <= 9999). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a date YYYY-MM-DD with a four-digit year.',
        examples: { input: list([2024, 2021, 2026]), output: '2024-01-01\n2021-01-04\n2025-12-29\n' },
      },
      hints: ['Week 1 always contains January 4.'],
      par: 108,
    },
  },
};
