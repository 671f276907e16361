import type { HoleSpec } from '../../../schema';

const FMT =
  'One line with zero or more integers separated by single spaces; the i-th integer (0 <= value <= 1000) is the number of pages received during hour i of your on-call shift. ' +
  'There are at most 2000 integers. The line may be empty (a shift with no recorded hours).';
const BIG = Array.from({ length: 2000 }, (_, i) => (i * 37) % 1001).join(' ') + '\n';
const BIG2 = Array.from({ length: 2000 }, (_, i) => (i % 7 === 0 ? 0 : 1000 - (i % 13))).join(' ') + '\n';

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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '7\n', output: '7\n' },
        { tag: 'minimum', input: '0\n', output: '0\n' },
        { tag: 'typical', input: '1 2 3 4 5\n', output: '15\n' },
        { tag: 'typical', input: '12 0 0 9 40 3 3\n', output: '67\n' },
        { tag: 'tricky', input: '0 0 0 0 0 0\n', output: '0\n' },
        { tag: 'tricky', input: '1000 1000 1000\n', output: '3000\n' },
        { tag: 'typical', input: '5 10 15 20 25 30 35 40 45 50 55 60\n', output: '390\n' },
        { tag: 'maximum', input: BIG, output: '999109\n' },
        { tag: 'maximum', input: '1000 '.repeat(1999) + '1000\n', output: '2000000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '0\n', output: '1\n' },
        { tag: 'minimum', input: '4\n', output: '0\n' },
        { tag: 'tricky', input: '10 100 1000 20\n', output: '0\n' },
        { tag: 'tricky', input: '0 0 0 0 0 0 0 0\n', output: '8\n' },
        { tag: 'typical', input: '12 0 0 9 40 3 0\n', output: '3\n' },
        { tag: 'typical', input: '1 2 3 0 5 0 7 8 0\n', output: '3\n' },
        { tag: 'typical', input: '0 1 0 1 0 1 0 1 0 1 0\n', output: '6\n' },
        { tag: 'maximum', input: BIG, output: '2\n' },
        { tag: 'maximum', input: BIG2, output: '286\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '0\n', output: '1\n' },
        { tag: 'tricky', input: '0 0 0 0\n', output: '1\n' },
        { tag: 'tricky', input: '5 4 3 2 1\n', output: '1\n' },
        { tag: 'typical', input: '1 2 3 4 5\n', output: '5\n' },
        { tag: 'typical', input: '12 0 40 9 40 3 0\n', output: '3\n' },
        { tag: 'tricky', input: '9 10 100 99 1000 999\n', output: '5\n' },
        { tag: 'typical', input: '7 7 8 7 8 8\n', output: '3\n' },
        { tag: 'maximum', input: BIG, output: '515\n' },
        { tag: 'maximum', input: BIG2, output: '14\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '1000\n', output: '0\n' },
        { tag: 'typical', input: '1 2\n', output: '1\n' },
        { tag: 'tricky', input: '4 4 4 4 4\n', output: '0\n' },
        { tag: 'tricky', input: '9 10 100 99 1000 999\n', output: '3\n' },
        { tag: 'typical', input: '5 4 3 2 1\n', output: '0\n' },
        { tag: 'typical', input: '0 1 0 1 0 1 0 1 0\n', output: '4\n' },
        { tag: 'typical', input: '12 0 40 9 40 3 0 2\n', output: '3\n' },
        { tag: 'maximum', input: BIG, output: '1926\n' },
        { tag: 'maximum', input: Array.from({ length: 2000 }, (_, i) => Math.floor(i / 2)).join(' ') + '\n', output: '999\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '9\n', output: '9\n' },
        { tag: 'typical', input: '1 1 1 1 1 1 1 1 1 1\n', output: '6\n' },
        { tag: 'tricky', input: '0 0 0 0 0 0 ' + '50 '.repeat(18) + '7 7 7 7 7 7 7\n', output: '42\n' },
        { tag: 'tricky', input: '0 0 0 0 0 0 1000\n', output: '0\n' },
        { tag: 'typical', input: Array.from({ length: 48 }, (_, i) => i).join(' ') + '\n', output: '174\n' },
        { tag: 'typical', input: '12 0 40 9 40 3 0 2\n', output: '104\n' },
        { tag: 'typical', input: Array.from({ length: 30 }, (_, i) => (i * 11) % 17).join(' ') + '\n', output: '95\n' },
        { tag: 'maximum', input: BIG, output: '253680\n' },
        { tag: 'maximum', input: '1000 '.repeat(1999) + '1000\n', output: '504000\n' },
      ],
    },
  },
};
