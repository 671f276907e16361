import type { HoleSpec } from '../../../schema';

const list = (xs: string[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const FMT = (what: string) =>
  `The first line holds Q (0 <= Q <= 800). Then Q lines follow, each with ${what}, separated by one space. ` +
  'Dates are valid proleptic Gregorian dates YYYY-MM-DD with four-digit years from 0001 to 9999. With Q = 0 there is nothing to print.';
const intro = 'The incident tracker stores only calendar dates, and the on-call handbook is full of questions about them. Use the proleptic Gregorian calendar (no 1582 switch, no time zones). ';

export const hole: HoleSpec = {
  id: 53,
  title: 'Counting Days Between Pages',
  category: 'dates',
  difficulty: 3,
  variations: {
    A: {
      description: intro + 'For each pair of dates, print how many days lie between them: the absolute value of the difference, so the same date twice gives 0 and consecutive dates give 1.',
      human: {
        input_format: FMT('two dates'),
        output_format: 'Q lines, each a non-negative integer number of days.',
        examples: { input: list(['2024-02-28 2024-03-01', '2023-03-01 2023-02-28', '2024-01-01 2024-01-01']), output: '2\n1\n0\n' },
      },
      hints: ['Convert each date to a day number, then subtract.', 'The order of the two dates in a line does not matter.'],
      par: 137,
    },
    B: {
      description:
        intro +
        'For each line "D N", print the date N days after D (N may be negative, meaning before). The result is guaranteed to be between 0001-01-01 and 9999-12-31.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 800). Then Q lines follow, each with a date D (YYYY-MM-DD, proleptic Gregorian, four-digit year 0001..9999) and an integer N (-3652058 <= N <= 3652058), separated by one space; D + N stays within 0001-01-01..9999-12-31. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a date YYYY-MM-DD with a four-digit, zero-padded year.',
        examples: { input: list(['2024-02-28 2', '2023-02-28 1', '2024-01-01 -1']), output: '2024-03-01\n2023-03-01\n2023-12-31\n' },
      },
      hints: ['Pad the year to four digits: year 33 prints as 0033.', 'Some date libraries map years 0..99 to 1900..1999.'],
      par: 166,
    },
    C: {
      description:
        intro +
        'HR asks for the age of each on-call engineer. For each line "B D" (birth date B, reference date D with B <= D), print the age in completed years on D. ' +
        'The age goes up on the birthday; someone born on February 29 has their birthday on March 1 in non-leap years.',
      human: {
        input_format: FMT('a birth date B and a reference date D (B <= D)'),
        output_format: 'Q lines, each a non-negative integer age in whole years.',
        examples: { input: list(['1990-06-15 2024-06-14', '1990-06-15 2024-06-15', '2000-02-29 2023-02-28']), output: '33\n34\n22\n' },
      },
      hints: ['Subtract the years, then take one off if the birthday has not yet come this year.', 'Compare (month, day) pairs.'],
      par: 210,
    },
    D: {
      description:
        intro +
        'Deploys are forbidden on Fridays. For each line "A B" with A <= B, print how many Fridays there are from A to B, both dates included. 1970-01-01 was a Thursday.',
      human: {
        input_format: FMT('two dates A and B (A <= B)'),
        output_format: 'Q lines, each the number of Fridays in the inclusive range.',
        examples: { input: list(['2024-03-01 2024-03-31', '2024-03-02 2024-03-07', '2024-03-08 2024-03-08']), output: '5\n0\n1\n' },
      },
      hints: ['Find the first Friday on or after A, then count whole weeks.', 'Both ends are included.'],
      par: 230,
    },
    E: {
      description:
        intro +
        'The status page likes weeks. For each line "A B", let X be the number of days from A to B (negative if B is before A), and print it as "Ww Dd" where W = |X| div 7 and D = |X| mod 7, preceded by a minus sign when X < 0.',
      human: {
        input_format: FMT('two dates A and B'),
        output_format: 'Q lines, each like "3w 2d", "0w 0d", "-1w 6d" or "-0w 5d" (the sign belongs to X, so X = -5 gives "-0w 5d"; X = 0 has no sign).',
        examples: { input: list(['2024-03-01 2024-03-24', '2024-03-24 2024-03-01', '2024-03-01 2024-03-01']), output: '3w 2d\n-3w 2d\n0w 0d\n' },
      },
      hints: ['Split the absolute value, then put the sign in front.', 'A negative zero does not exist: 0w 0d has no sign.'],
      par: 204,
    },
  },
};
