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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'tricky', input: '4\n', output: '8\n' },
        { tag: 'tricky', input: '3\n', output: '5\n' },
        { tag: 'typical', input: '10\n', output: '27\n' },
        { tag: 'typical', input: '1000000\n', output: '13970034\n' },
        { tag: 'tricky', input: '99999999999\n', output: '2548286736153\n' },
        { tag: 'maximum', input: '100000000000\n', output: '2548286736297\n' },
        { tag: 'maximum', input: '99999515529\n', output: '2548273907097\n' },
        { tag: 'maximum', input: '87654321098\n', output: '2222133291546\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'tricky', input: '2\n', output: '4\n' },
        { tag: 'tricky', input: '4\n', output: '15\n' },
        { tag: 'typical', input: '10\n', output: '87\n' },
        { tag: 'typical', input: '1000000\n', output: '822468118437\n' },
        { tag: 'tricky', input: '99999999999\n', output: '8224670334073621455209\n' },
        { tag: 'maximum', input: '100000000000\n', output: '8224670334323560419029\n' },
        { tag: 'maximum', input: '99999515529\n', output: '8224590642198871916673\n' },
        { tag: 'maximum', input: '87654321098\n', output: '6319244514473072753819\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '0\n' },
        { tag: 'tricky', input: '2\n', output: '0\n' },
        { tag: 'tricky', input: '5\n', output: '4\n' },
        { tag: 'typical', input: '10\n', output: '13\n' },
        { tag: 'typical', input: '1000000\n', output: '177531881563\n' },
        { tag: 'tricky', input: '99999999999\n', output: '1775329665726378544792\n' },
        { tag: 'maximum', input: '100000000000\n', output: '1775329665676439580971\n' },
        { tag: 'maximum', input: '99999515529\n', output: '1775312463835840233168\n' },
        { tag: 'maximum', input: '87654321098\n', output: '1364035492678215171785\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 1 1\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 1\n', output: '1\n' },
        { tag: 'tricky', input: '5 6 100\n', output: '0\n' },
        { tag: 'tricky', input: '10 10 10\n', output: '1\n' },
        { tag: 'typical', input: '10 3 7\n', output: '9\n' },
        { tag: 'typical', input: '1000000 1000 2000\n', output: '693416\n' },
        { tag: 'tricky', input: '100000000000 100000000000 100000000000\n', output: '1\n' },
        { tag: 'maximum', input: '100000000000 1 100000000000\n', output: '2548286736297\n' },
        { tag: 'maximum', input: '100000000000 12345 99999999999\n', output: '1548468585950\n' },
        { tag: 'maximum', input: '99999515529 316227 316228\n', output: '632453\n' },
        { tag: 'maximum', input: '87654321098 2 50000000000\n', output: '2096824649350\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 1 0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 0 0\n', output: '0\n' },
        { tag: 'tricky', input: '5 1 0 7\n', output: '35\n' },
        { tag: 'tricky', input: '10 3 0 2\n', output: '0\n' },
        { tag: 'typical', input: '4 10 6 3\n', output: '3\n' },
        { tag: 'typical', input: '1000 7 3 5\n', output: '214357\n' },
        { tag: 'tricky', input: '1000000000000000000 1 1 0\n', output: '499999999999999999500000000000000000\n' },
        { tag: 'maximum', input: '1000000000000000000 999999999999999989 1000000000000000000 1000000000000000000\n', output: '500000000000000005500000000000000072\n' },
        { tag: 'maximum', input: '1000000000000000000 1000000000000000000 999999999999999999 0\n', output: '499999999999999998500000000000000001\n' },
        { tag: 'maximum', input: '987654321987654321 123456789123456789 555555555555555555 777777777777777777\n', output: '2194787402194787583561387349986299810\n' },
      ],
    },
  },
};
