import type { HoleSpec } from '../../../schema';

const FMT =
  'The first line holds n (0 <= n <= 2000). The second line holds n integers separated by single spaces, each between -1000000 and 1000000; it is an empty line when n = 0.';

export const hole: HoleSpec = {
  id: 22,
  title: 'Error Budget Bookkeeping',
  category: 'sequences',
  difficulty: 2,
  variations: {
    A: {
      description:
        'Every incident burns some minutes of the error budget, and every post-mortem credit refunds some (a negative entry). ' +
        'Given the n entries of the budget log (0 <= n <= 2000, each between -1000000 and 1000000), print the running total after each entry, starting from 0.',
      human: {
        input_format: FMT,
        output_format: 'One line with n integers separated by single spaces: the i-th is the sum of the first i entries. Print an empty line when n = 0.',
        examples: { input: '4\n5 -2 10 0\n', output: '5 3 13 13\n' },
      },
      hints: ['Keep one accumulator and print it after every addition.'],
      par: 115,
    },
    B: {
      description:
        'The monitoring dashboard logs the cumulative number of failed requests once per minute, but you want to see what changed each minute. ' +
        'Given the n readings (0 <= n <= 2000, each between -1000000 and 1000000), print the n - 1 differences between consecutive readings: reading 2 minus reading 1, reading 3 minus reading 2, and so on.',
      human: {
        input_format: FMT,
        output_format: 'One line with n - 1 integers separated by single spaces. Print an empty line when n is 0 or 1.',
        examples: { input: '4\n5 7 7 3\n', output: '2 0 -4\n' },
      },
      hints: ['The i-th difference is a[i+1] - a[i].'],
      par: 102,
    },
    C: {
      description:
        'The quarter starts with a fresh error budget of b minutes, and each log entry spends minutes (negative entries are refunds). ' +
        'Given b (1 <= b <= 10^9) and the n entries (0 <= n <= 2000, each between -1000000 and 1000000), find the first entry after which the running total of spent minutes is greater than or equal to b: that is when deploys get frozen. ' +
        'Print its 1-based position, or -1 if the budget is never exhausted.',
      human: {
        input_format:
          'The first line holds n and b separated by a space (0 <= n <= 2000, 1 <= b <= 1000000000). The second line holds n integers separated by single spaces, each between -1000000 and 1000000; it is an empty line when n = 0.',
        output_format: 'One integer: the smallest i such that the sum of the first i entries is >= b, or -1 if there is none (always -1 when n = 0).',
        examples: { input: '5 10\n4 5 -3 4 6\n', output: '4\n' },
      },
      hints: ['Refunds can push the total back down, so the answer is the first time the total touches b, not the last.'],
      par: 168,
    },
    D: {
      description:
        'The error budget ledger starts at 0 spent minutes; each entry adds its value (negative entries are refunds). ' +
        'Given the n entries (0 <= n <= 2000, each between -1000000 and 1000000), print the highest running total the ledger ever showed, including the starting 0.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the maximum over i = 0..n of the sum of the first i entries (the empty sum is 0, so the answer is never negative).',
        examples: { input: '5\n4 5 -3 4 -10\n', output: '10\n' },
      },
      hints: ['The ledger shows 0 before the first entry, so an all-negative log has peak 0.'],
      par: 125,
    },
    E: {
      description:
        'To spot acceleration in the failure counts, you take differences of differences. ' +
        'One differencing pass turns readings a1..am into a2 - a1, a3 - a2, ..., am - a(m-1) (one value fewer). ' +
        'Given k (0 <= k <= 10) and n readings (0 <= n <= 2000, each between -1000 and 1000), apply the pass k times and print what is left.',
      human: {
        input_format:
          'The first line holds n and k separated by a space (0 <= n <= 2000, 0 <= k <= 10). The second line holds n integers separated by single spaces, each between -1000 and 1000; it is an empty line when n = 0.',
        output_format: 'One line with the max(n - k, 0) remaining integers separated by single spaces; an empty line if nothing is left.',
        examples: { input: '5 2\n1 4 9 16 25\n', output: '2 2 2\n' },
      },
      hints: ['Each pass shortens the list by one.', 'With k = 0 you print the readings unchanged.'],
      par: 128,
    },
  },
};
