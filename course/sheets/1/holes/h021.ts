import type { HoleSpec } from '../../../schema';

const FMT =
  'One line with zero or more integers separated by single spaces; the i-th integer (0 <= value <= 1000) is the number of pages received during hour i of your on-call shift. ' +
  'There are at most 2000 integers. The line may be empty (a shift with no recorded hours).';

export const hole: HoleSpec = {
  id: 21,
  title: 'Pager Pings per Hour',
  category: 'sequences',
  difficulty: 1,
  variations: {
    A: {
      description:
        'Your pager keeps an hourly tally of how many times it woke you up. ' +
        'Given the list of hourly page counts for one shift (at most 2000 hours, each count between 0 and 1000), print the total number of pages for the whole shift.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the sum of all the counts (0 for an empty line).',
        examples: { input: '3 0 5 1\n', output: '9\n' },
      },
      hints: ['Split the line on spaces and add everything up.'],
      par: 58,
    },
    B: {
      description:
        'A quiet hour is an hour in which the pager did not go off even once: you might actually have slept. ' +
        'Given the list of hourly page counts for one shift (at most 2000 hours, each count between 0 and 1000), print how many quiet hours there were.',
      human: {
        input_format: FMT,
        output_format: 'One integer: how many of the counts are exactly 0 (0 for an empty line).',
        examples: { input: '3 0 5 0 1\n', output: '2\n' },
      },
      hints: ['Count the entries equal to zero; careful, "10" is not a zero.'],
      par: 70,
    },
    C: {
      description:
        'For the incident review you need the busiest hour of the shift. ' +
        'Given the list of hourly page counts (at most 2000 hours, each count between 0 and 1000), print the 1-based position of the hour with the most pages. ' +
        'If several hours share the maximum, print the earliest one; for an empty shift print 0.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the 1-based index of the first maximum, or 0 for an empty line.',
        examples: { input: '3 9 5 9 1\n', output: '2\n' },
      },
      hints: ['Only replace your best candidate when you see a strictly larger count.'],
      par: 95,
    },
    D: {
      description:
        'Things are getting worse whenever an hour has strictly more pages than the hour right before it. ' +
        'Given the list of hourly page counts for one shift (at most 2000 hours, each count between 0 and 1000), print how many hours were strictly worse than the previous hour. ' +
        'The first hour has no previous hour and never counts.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of positions i > 1 whose count is strictly greater than the count at position i - 1 (0 for an empty line).',
        examples: { input: '3 0 5 5 6 1\n', output: '2\n' },
      },
      hints: ['Compare each count with its left neighbour.', 'Equal counts are not an increase.'],
      par: 100,
    },
    E: {
      description:
        'Pages between midnight and 6 a.m. hurt the most. The shift log starts at midnight, so the hour at 0-based position i is the clock hour i mod 24, and the log may cover several days. ' +
        'Given the list of hourly page counts (at most 2000 hours, each count between 0 and 1000), print the total number of pages received during clock hours 0 to 5.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the sum of the counts at 0-based positions i with i mod 24 < 6 (0 for an empty line).',
        examples: { input: '1 2 3 4 5 6 7 8\n', output: '21\n' },
      },
      hints: ['Position 24 is midnight again.'],
      par: 109,
    },
  },
};
