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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '5\n', output: '5\n' },
        { tag: 'minimum', input: '-7\n', output: '-7\n' },
        { tag: 'typical', input: '3 1 4 1 5 9 2 6\n', output: '31\n' },
        { tag: 'typical', input: '120 -45 300 0 -15\n', output: '360\n' },
        { tag: 'tricky', input: '-3 -2\n', output: '-5\n' },
        { tag: 'tricky', input: '0 0 0 0\n', output: '0\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * 7919 % 2000001) - 1000000).join(' ') + '\n', output: '-10460983\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, () => 1000000).join(' ') + '\n', output: '1000000000\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1000000 : 999999)).join(' ') + '\n', output: '-500\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => -((i * i * 31 + 17) % 1000001)).join(' ') + '\n', output: '-464845647\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '5\n', output: '0\n' },
        { tag: 'minimum', input: '-7\n', output: '0\n' },
        { tag: 'typical', input: '3 1 4 1 5 9 2 6\n', output: '8\n' },
        { tag: 'typical', input: '120 -45 300 0 -15\n', output: '345\n' },
        { tag: 'tricky', input: '-3 -2\n', output: '1\n' },
        { tag: 'tricky', input: '0 0 0 0\n', output: '0\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * 7919 % 2000001) - 1000000).join(' ') + '\n', output: '1999094\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, () => 1000000).join(' ') + '\n', output: '0\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1000000 : 999999)).join(' ') + '\n', output: '1999999\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => -((i * i * 31 + 17) % 1000001)).join(' ') + '\n', output: '999983\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '5\n', output: '0\n' },
        { tag: 'minimum', input: '-7\n', output: '0\n' },
        { tag: 'typical', input: '3 1 4 1 5 9 2 6\n', output: '3\n' },
        { tag: 'typical', input: '120 -45 300 0 -15\n', output: '3\n' },
        { tag: 'tricky', input: '-3 -2\n', output: '1\n' },
        { tag: 'tricky', input: '0 0 0 0\n', output: '4\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * 7919 % 2000001) - 1000000).join(' ') + '\n', output: '501\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, () => 1000000).join(' ') + '\n', output: '1000\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1000000 : 999999)).join(' ') + '\n', output: '500\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => -((i * i * 31 + 17) % 1000001)).join(' ') + '\n', output: '503\n' },
        { tag: 'tricky', input: '-1 -2 -3 -4 -5\n', output: '2\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '5\n', output: '0\n' },
        { tag: 'minimum', input: '-7\n', output: '0\n' },
        { tag: 'typical', input: '3 1 4 1 5 9 2 6\n', output: '4\n' },
        { tag: 'typical', input: '120 -45 300 0 -15\n', output: '2\n' },
        { tag: 'tricky', input: '-3 -2\n', output: '1\n' },
        { tag: 'tricky', input: '0 0 0 0\n', output: '0\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * 7919 % 2000001) - 1000000).join(' ') + '\n', output: '500\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, () => 1000000).join(' ') + '\n', output: '0\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1000000 : 999999)).join(' ') + '\n', output: '500\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => -((i * i * 31 + 17) % 1000001)).join(' ') + '\n', output: '514\n' },
        { tag: 'tricky', input: '1 2\n', output: '1\n' },
        { tag: 'tricky', input: '1 1 2\n', output: '1\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '5\n', output: '5\n' },
        { tag: 'minimum', input: '-7\n', output: '-7\n' },
        { tag: 'typical', input: '3 1 4 1 5 9 2 6\n', output: '3\n' },
        { tag: 'typical', input: '120 -45 300 0 -15\n', output: '72\n' },
        { tag: 'tricky', input: '-3 -2\n', output: '-3\n' },
        { tag: 'tricky', input: '0 0 0 0\n', output: '0\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * 7919 % 2000001) - 1000000).join(' ') + '\n', output: '-10461\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, () => 1000000).join(' ') + '\n', output: '1000000\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1000000 : 999999)).join(' ') + '\n', output: '-1\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => -((i * i * 31 + 17) % 1000001)).join(' ') + '\n', output: '-464846\n' },
        { tag: 'tricky', input: '-2 -3\n', output: '-3\n' },
        { tag: 'tricky', input: '-1 0 0\n', output: '-1\n' },
      ],
    },
  },
};
