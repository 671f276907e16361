import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 11,
  title: 'Latency Ledger',
  category: 'arithmetic',
  difficulty: 1,
  variations: {
    A: {
      description:
        'Each alert in tonight\'s pager log came with a latency change in milliseconds, positive or negative. ' +
        'Read the changes and print their total, so you can tell the standup whether things got better or worse overall. ' +
        'There are at most 1000 values, each between -1000000 and 1000000.',
      human: {
        input_format: 'A single line with 0 to 1000 integers separated by single spaces, each between -1000000 and 1000000. ' +
          'The empty input is an empty line (no values); the total is 0.',
        output_format: 'One integer: the sum of the values.',
        examples: { input: '120 -45 300 0 -15\n', output: '360\n' },
      },
      hints: ['Negative numbers are just numbers.'],
      par: 37,
    },
    B: {
      description:
        'The dashboard shows latency changes per alert, and your manager only cares about the spread. ' +
        'Print the difference between the largest and the smallest value in the list. ' +
        'There are at most 1000 values, each between -1000000 and 1000000.',
      human: {
        input_format: 'A single line with 0 to 1000 integers separated by single spaces, each between -1000000 and 1000000. ' +
          'The empty input is an empty line (no values); then print 0.',
        output_format: 'One integer: the maximum minus the minimum.',
        examples: { input: '120 -45 300 0 -15\n', output: '345\n' },
      },
      hints: ['A single value has a spread of 0.'],
      par: 63,
    },
    C: {
      description:
        'Superstition on the on-call team says even latency changes are harmless. ' +
        'Print how many values in the list are even; zero and negative even numbers like -4 count as even. ' +
        'There are at most 1000 values, each between -1000000 and 1000000.',
      human: {
        input_format: 'A single line with 0 to 1000 integers separated by single spaces, each between -1000000 and 1000000. ' +
          'The empty input is an empty line (no values); then print 0.',
        output_format: 'One integer: how many values are even.',
        examples: { input: '120 -45 300 0 -15\n', output: '3\n' },
      },
      hints: ['Careful with remainders of negative numbers in your language.'],
      par: 49,
    },
    D: {
      description:
        'You want to name and shame the alerts that were worse than average. ' +
        'Print how many values are strictly greater than the average (the sum divided by the count, computed exactly, not rounded). ' +
        'There are at most 1000 values, each between -1000000 and 1000000.',
      human: {
        input_format: 'A single line with 0 to 1000 integers separated by single spaces, each between -1000000 and 1000000. ' +
          'The empty input is an empty line (no values); then print 0.',
        output_format: 'One integer: the number of values strictly above the exact average.',
        examples: { input: '120 -45 300 0 -15\n', output: '2\n' },
      },
      hints: ['x > sum / n is the same as x * n > sum for positive n, with no fractions involved.'],
      par: 69,
    },
    E: {
      description:
        'The weekly report wants the average latency change as a whole number. ' +
        'Print the sum of the values divided by their count, rounded down to the nearest integer (towards minus infinity, so an average of -2.5 becomes -3). ' +
        'There are at most 1000 values, each between -1000000 and 1000000.',
      human: {
        input_format: 'A single line with 0 to 1000 integers separated by single spaces, each between -1000000 and 1000000. ' +
          'The empty input is an empty line (no values); then print 0.',
        output_format: 'One integer: the floor of the average.',
        examples: { input: '120 -45 300 0 -15\n', output: '72\n' },
      },
      hints: ['Rounding down is not the same as truncating for negative averages.'],
      par: 64,
    },
  },
};
