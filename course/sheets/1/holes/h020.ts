import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 20,
  title: 'Dividing the Night Shift',
  category: 'arithmetic',
  difficulty: 10,
  variations: {
    A: {
      description:
        'A budget of n on-call hours can be split into a shifts of b hours each whenever a * b <= n. ' +
        'Print how many ordered pairs (a, b) of positive integers satisfy a * b <= n, which equals floor(n/1) + floor(n/2) + ... + floor(n/n). n is at most 10^11, so a loop over all i is too slow.',
      human: {
        input_format: 'One line with an integer n, 0 <= n <= 10^11. ' +
          'The emptiest input is 0; there are no pairs, so print 0.',
        output_format: 'One integer: the sum of floor(n / i) for i = 1..n.',
        examples: { input: '10\n', output: '27\n' },
      },
      hints: ['floor(n / i) takes only about 2 * sqrt(n) different values.', 'Pairs with a <= sqrt(n) and pairs with b <= sqrt(n) overlap in a square.'],
      par: 109,
    },
    B: {
      description:
        'Every engineer i from 1 to n adds up all the divisors of their employee number for a team-building game. ' +
        'Print the grand total, that is, the sum of sigma(i) for i = 1..n, where sigma(i) is the sum of the positive divisors of i. n is at most 10^11, and the result does not fit in 64 bits.',
      human: {
        input_format: 'One line with an integer n, 0 <= n <= 10^11. The emptiest input is 0; print 0.',
        output_format: 'One integer: the sum of the divisor sums of 1..n.',
        examples: { input: '10\n', output: '87\n' },
      },
      hints: ['Each d contributes d once for every multiple of d up to n: d * floor(n / d) in total.', 'Group the d that share the same floor(n / d).'],
      par: 157,
    },
    C: {
      description:
        'You hand out n incident tickets round-robin to teams of every size i from 1 to n, and each time n mod i tickets are left over. ' +
        'Print the total number of leftover tickets, the sum of (n mod i) for i = 1..n. n is at most 10^11, and the result does not fit in 64 bits.',
      human: {
        input_format: 'One line with an integer n, 0 <= n <= 10^11. The emptiest input is 0; print 0.',
        output_format: 'One integer: the sum of n mod i for i = 1..n.',
        examples: { input: '10\n', output: '13\n' },
      },
      hints: ['n mod i = n - i * floor(n / i).', 'Group the i that share the same floor(n / i); inside a group the sum of i is an arithmetic series.'],
      par: 165,
    },
    D: {
      description:
        'Only team sizes from L to R are allowed for tonight\'s rota. ' +
        'Given n, L and R, print the sum of floor(n / i) for i = L..R. ' +
        'All values are at most 10^11, and R may be larger than n (those terms are 0).',
      human: {
        input_format: 'One line with three integers n, L and R: 0 <= n <= 10^11 and 1 <= L <= R <= 10^11. ' +
          'The emptiest input is 0 1 1; print 0.',
        output_format: 'One integer: the sum of floor(n / i) for L <= i <= R.',
        examples: { input: '10 3 7\n', output: '9\n' },
      },
      hints: ['Jump from i to the last j with the same floor(n / i), clipped to R.'],
      par: 274,
    },
    E: {
      description:
        'The shift planner assigns floor((a * i + b) / m) pages to shift i, for i = 0, 1, ..., n - 1. ' +
        'Print the total number of pages, the sum of floor((a * i + b) / m) over those n shifts. ' +
        'All inputs go up to 10^18, so both looping and 64-bit arithmetic fail.',
      human: {
        input_format: 'One line with four integers n, m, a and b: 0 <= n <= 10^18, 1 <= m <= 10^18, 0 <= a <= 10^18 and 0 <= b <= 10^18. ' +
          'The emptiest input is 0 1 0 0; there are no shifts, so print 0.',
        output_format: 'One integer: the exact sum.',
        examples: { input: '4 10 6 3\n', output: '3\n' },
      },
      hints: ['If a >= m or b >= m, pull out the whole multiples of m first.', 'Otherwise count lattice points the other way round: swap the roles of a and m, like Euclid\'s algorithm.'],
      par: 284,
    },
  },
};
