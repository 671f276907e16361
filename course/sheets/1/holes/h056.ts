import type { HoleSpec } from '../../../schema';

const list = (xs: (string | number)[]) => `${xs.length}\n` + xs.map((x) => `${x}\n`).join('');

const intro =
  'Your change-management calendar is full of rules like "the second Tuesday of the month" (Patch Tuesday) or "the last Friday" (no-deploy day). ' +
  'A rule "N DAY" names the N-th occurrence of weekday DAY in a month, where N is 1..5 or L for the last one, and DAY is one of MON TUE WED THU FRI SAT SUN. Use the proleptic Gregorian calendar. ';

export const hole: HoleSpec = {
  id: 56,
  title: 'Patch Tuesday and Other Rituals',
  category: 'dates',
  difficulty: 6,
  variations: {
    A: {
      description: intro + 'For each query "YYYY-MM N DAY", print the date of that occurrence in that month, or none if the month has fewer than N such weekdays.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 1000). Then Q lines follow, each "YYYY-MM N DAY": a month (four-digit year 0001..9999, two-digit month) and a rule, separated by single spaces. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a date YYYY-MM-DD or the word none.',
        examples: { input: list(['2024-03 2 TUE', '2024-03 L FRI', '2024-02 5 FRI', '2024-02 5 THU']), output: '2024-03-12\n2024-03-29\nnone\n2024-02-29\n' },
      },
      hints: ['Find the weekday of the 1st, then jump to the first DAY and add whole weeks.', 'The last DAY is found backwards from the last day of the month.'],
      par: 452,
    },
    B: {
      description:
        intro + 'For each query "YYYY-MM-DD N DAY", print the first date strictly after the given date that matches the rule. Months without an N-th DAY are skipped.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 800). Then Q lines follow, each "YYYY-MM-DD N DAY": a valid date between 0001-01-01 and 9998-12-31 and a rule, separated by single spaces. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a date YYYY-MM-DD.',
        examples: { input: list(['2024-03-12 2 TUE', '2024-03-11 2 TUE', '2024-01-31 5 FRI']), output: '2024-04-09\n2024-03-12\n2024-03-29\n' },
      },
      hints: ['Strictly after: a matching date is not its own answer.', 'A "5" rule can skip several months in a row.'],
      par: 460,
    },
    C: {
      description:
        intro + 'Given a date, work out which rules it satisfies: print "N DAY" where N is the number of its occurrence (1..5) of its weekday in its month, followed by " last" when it is also the last such weekday of the month.',
      human: {
        input_format: 'The first line holds Q (0 <= Q <= 1000). Then Q lines follow, each a valid date YYYY-MM-DD (four-digit year 0001..9999). With Q = 0 there is nothing to print.',
        output_format: 'Q lines like "2 TUE", "4 FRI last" or "5 SUN last".',
        examples: { input: list(['2024-03-12', '2024-03-29', '2024-03-31']), output: '2 TUE\n5 FRI last\n5 SUN last\n' },
      },
      hints: ['The occurrence number depends only on the day of the month.', 'It is the last one when the same weekday a week later is in the next month.'],
      par: 293,
    },
    D: {
      description:
        intro + 'Deploys are also frozen on every Friday the 13th. For each query "A B" with A <= B, print how many Fridays the 13th fall between A and B, both included. The ranges can span thousands of years.',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 800). Then Q lines follow, each with two valid dates A <= B (YYYY-MM-DD, four-digit years 0001..9999) separated by one space. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each a non-negative integer.',
        examples: { input: list(['2024-01-01 2024-12-31', '2026-02-13 2026-03-13', '2026-02-14 2026-03-12']), output: '2\n2\n0\n' },
      },
      hints: ['The Gregorian calendar repeats exactly every 400 years (146097 days, a whole number of weeks).', 'Count per month: only the 13th of each month matters.'],
      par: 464,
    },
    E: {
      description:
        intro + 'For each query "YYYY N DAY", print all dates in that year that match the rule, in increasing order, separated by single spaces. Months without an N-th DAY contribute nothing (every year has some month with a fifth DAY, so a line is never empty).',
      human: {
        input_format:
          'The first line holds Q (0 <= Q <= 100). Then Q lines follow, each "YYYY N DAY": a four-digit year 0001..9999 and a rule, separated by single spaces. With Q = 0 there is nothing to print.',
        output_format: 'Q lines, each up to 12 dates YYYY-MM-DD separated by single spaces.',
        examples: { input: list(['2024 2 TUE', '2024 5 FRI']), output: '2024-01-09 2024-02-13 2024-03-12 2024-04-09 2024-05-14 2024-06-11 2024-07-09 2024-08-13 2024-09-10 2024-10-08 2024-11-12 2024-12-10\n' +
          '2024-03-29 2024-05-31 2024-08-30 2024-11-29\n' },
      },
      hints: ['Apply the single-month computation to each of the 12 months.', 'Every month has at least 4 of each weekday, but only some have a 5th.'],
      par: 443,
    },
  },
};
