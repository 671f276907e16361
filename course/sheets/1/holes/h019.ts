import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 19,
  title: 'Unlucky Floors and Lucky Tickets',
  category: 'arithmetic',
  difficulty: 9,
  variations: {
    A: {
      description:
        'The data center skips every rack number that contains the unlucky digit 4, and you need to know how many racks can exist. ' +
        'Print how many integers x with 0 <= x <= N have no digit 4 in their decimal representation. ' +
        'N can be as large as 10^18, so you cannot test them one by one.',
      human: {
        input_format: 'One line with an integer N, 0 <= N <= 10^18. ' +
          'The emptiest input is 0; only 0 is counted, so print 1.',
        output_format: 'One integer: the count of numbers in [0, N] without the digit 4.',
        examples: { input: '50\n', output: '37\n' },
      },
      hints: ['Go through the digits of N from the left and count the smaller choices at each position.', 'Numbers without a 4 behave like base-9 numbers.'],
      par: 256,
    },
    B: {
      description:
        'A ticket is "lucky" for the night shift when its digit sum equals S. ' +
        'Print how many integers x with L <= x <= R have a decimal digit sum exactly equal to S. ' +
        'The bounds go up to 10^18, so you cannot test every number.',
      human: {
        input_format: 'One line with three integers L, R and S: 0 <= L <= R <= 10^18 and 0 <= S <= 200. ' +
          'The emptiest input is 0 0 0; the number 0 has digit sum 0, so print 1.',
        output_format: 'One integer: the count of numbers in [L, R] with digit sum S.',
        examples: { input: '1 100 10\n', output: '9\n' },
      },
      hints: ['Count for [0, R] and subtract the count for [0, L - 1].', 'A digit DP over positions, tracking the remaining sum and whether you are still on the upper bound.'],
      par: 455,
    },
    C: {
      description:
        'Pager codes are hard to mistype when no digit is immediately repeated. ' +
        'Print how many integers x with 1 <= x <= N have no two adjacent equal digits in their decimal representation (so 121 counts, but 112 does not). ' +
        'N can be as large as 10^18.',
      human: {
        input_format: 'One line with an integer N, 0 <= N <= 10^18. ' +
          'The emptiest input is 0; the range is empty, so print 0.',
        output_format: 'One integer: the count of numbers in [1, N] without two equal adjacent digits.',
        examples: { input: '100\n', output: '90\n' },
      },
      hints: ['Shorter numbers are easy to count: 9 choices for each digit.', 'For numbers as long as N, walk its digits while the prefix stays valid.'],
      par: 426,
    },
    D: {
      description:
        'Finance only reimburses tickets whose number is divisible by k and whose digit sum is also divisible by k. ' +
        'Print how many integers x with 1 <= x <= N satisfy both conditions. ' +
        'N can be as large as 10^18 and k is at most 50.',
      human: {
        input_format: 'One line with two integers N and k: 0 <= N <= 10^18 and 1 <= k <= 50. ' +
          'The emptiest input is 0 1; the range is empty, so print 0.',
        output_format: 'One integer: the count of such numbers in [1, N].',
        examples: { input: '100 3\n', output: '33\n' },
      },
      hints: ['Track two remainders in the digit DP: of the number and of its digit sum.', 'Do not count 0.'],
      par: 368,
    },
    E: {
      description:
        'The ticket printer charges one drop of ink per digit unit, so printing 19 costs 1 + 9 = 10 drops. ' +
        'Print the total ink needed to print every integer from 1 to N, that is, the sum of the decimal digit sums of all integers in [1, N]. ' +
        'N can be as large as 10^18, and the answer does not fit in 64 bits for the largest N.',
      human: {
        input_format: 'One line with an integer N, 0 <= N <= 10^18. The emptiest input is 0; print 0.',
        output_format: 'One integer: the sum of the digit sums of 1, 2, ..., N.',
        examples: { input: '12\n', output: '51\n' },
      },
      hints: ['Count separately how often each digit value appears at each position.', 'The result can exceed 2^64.'],
      par: 287,
    },
  },
};
