import type { HoleSpec } from '../../../schema';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const intro =
  'The on-call rotation tool crashed on February 29 again, and you are writing the leap-year check it should have had. ' +
  'Use the proleptic Gregorian calendar: a year is a leap year if it is divisible by 4, except years divisible by 100, which are leap years only when divisible by 400. ';
const FMT = 'The first line holds Q (0 <= Q <= 1000), the number of queries. Then Q lines follow, each with one year Y (1 <= Y <= 9999) written as a plain integer.';

export const hole: HoleSpec = {
  id: 51,
  title: 'The Rotation Tool vs. February 29',
  category: 'dates',
  difficulty: 1,
  variations: {
    A: {
      description: intro + 'For each year, print yes if it is a leap year and no otherwise.',
      human: {
        input_format: FMT + ' With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each yes or no.',
        examples: { input: list([2024, 1900, 2000, 2023]), output: 'yes\nno\nyes\nno\n' },
      },
      hints: ['Check 400 before 100 before 4, or combine the three conditions carefully.'],
      par: 106,
    },
    B: {
      description: intro + 'For each year, print the number of days it has (365 or 366), so the yearly SLA report stops being off by one.',
      human: {
        input_format: FMT + ' With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each 365 or 366.',
        examples: { input: list([2024, 1900, 2000, 2023]), output: '366\n365\n366\n365\n' },
      },
      hints: ['A leap year has 366 days.'],
      par: 93,
    },
    C: {
      description:
        intro +
        'For each query "A B", print how many leap years there are from year A to year B, both included. The calendar rules continue past 9999: 1 <= A <= B <= 10^9.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 1000), the number of queries. Then Q lines follow, each with two integers A and B separated by a space (1 <= A <= B <= 1000000000). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each the number of leap years in [A, B].',
        examples: { input: '3\n2000 2024\n1897 1903\n2021 2023\n', output: '7\n0\n0\n' },
      },
      hints: ['Count the leap years in [1, n] with a formula, then subtract.', 'Looping up to 10^9 years is too slow.'],
      par: 122,
    },
    D: {
      description:
        intro + 'The billing cron needs month lengths: for each query "YYYY-MM", print the number of days in that month of that year.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 1000), the number of queries. Then Q lines follow, each a month in the form YYYY-MM (year 0001..9999 with exactly four digits, month 01..12). With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each 28, 29, 30 or 31.',
        examples: { input: list(['2024-02', '2023-02', '2023-04', '2023-12']), output: '29\n28\n30\n31\n' },
      },
      hints: ['"Thirty days hath September, April, June and November."', 'Only February depends on the year.'],
      par: 126,
    },
    E: {
      description:
        intro +
        'You want to know when the bug will bite next: for each year Y, print the first leap year strictly after Y. The rules continue past 9999, so the answer may be 10000.',
      human: {
        input_format: FMT + ' With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each the smallest leap year greater than Y.',
        examples: { input: list([2024, 1897, 2023]), output: '2028\n1904\n2024\n' },
      },
      hints: ['Strictly after: a leap year Y is not its own answer.', 'Century years can make the wait 8 years long.'],
      par: 139,
    },
  },
};
