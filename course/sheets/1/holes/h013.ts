import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 13,
  title: 'When the Cron Jobs Collide',
  category: 'arithmetic',
  difficulty: 3,
  variations: {
    A: {
      description:
        'Two cron jobs both fired at minute 0 and woke you up; one runs every a minutes, the other every b minutes. ' +
        'Print the first minute after 0 at which both fire again at the same time. ' +
        'Periods go up to 10^9, so the answer can exceed 32-bit and even double-precision exact range.',
      human: {
        input_format: 'One line with two integers a and b, 1 <= a, b <= 1000000000. ' +
          'The emptiest input is 1 1; then the answer is 1.',
        output_format: 'One integer: the first common firing minute after 0.',
        examples: { input: '6 10\n', output: '30\n' },
      },
      hints: ['lcm(a, b) = a / gcd(a, b) * b.', 'The result can reach 10^18: use big integers if your numbers are doubles.'],
      par: 55,
    },
    B: {
      description:
        'The new server runs n cron jobs, each every p_i minutes, and all of them fired together at minute 0. ' +
        'Print the first minute after 0 at which all n jobs fire together again, that is, the least common multiple of the periods. ' +
        'With up to 100 jobs this number can have hundreds of digits. ' +
        'With no jobs at all, print 1.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 100. ' +
          'Line 2: n integers p_i, 1 <= p_i <= 1000, separated by single spaces (an empty line when n = 0). ' +
          'The empty input is n = 0 with an empty second line; then print 1.',
        output_format: 'One integer: the least common multiple of all periods, in decimal.',
        examples: { input: '3\n4 6 10\n', output: '60\n' },
      },
      hints: ['Fold lcm over the list.', 'You will need arbitrary-precision integers.'],
      par: 65,
    },
    C: {
      description:
        'Two cron jobs run every a and every b minutes, and both fired at minute 0. ' +
        'You want to know how many more times they will collide: print how many minutes t with 1 <= t <= T have both jobs firing. ' +
        'T can be as large as 10^18.',
      human: {
        input_format: 'One line with three integers a, b and T: 1 <= a, b <= 1000000000 and 0 <= T <= 10^18. ' +
          'The emptiest input is 1 1 0; then print 0.',
        output_format: 'One integer: the number of common firing minutes in [1, T].',
        examples: { input: '6 10 100\n', output: '3\n' },
      },
      hints: ['Common firing minutes are exactly the multiples of lcm(a, b).', 'Beware of precision: 10^18 does not fit exactly in a double.'],
      par: 67,
    },
    D: {
      description:
        'Two cron jobs run every a and every b minutes, and you get paged whenever at least one of them fires. ' +
        'Print how many minutes t with 1 <= t <= T have at least one job firing; a minute where both fire counts once. ' +
        'T can be as large as 10^18.',
      human: {
        input_format: 'One line with three integers a, b and T: 1 <= a, b <= 1000000000 and 0 <= T <= 10^18. ' +
          'The emptiest input is 1 1 0; then print 0.',
        output_format: 'One integer: the number of minutes in [1, T] with at least one job firing.',
        examples: { input: '6 10 100\n', output: '23\n' },
      },
      hints: ['Inclusion-exclusion: multiples of a, plus multiples of b, minus multiples of both.'],
      par: 77,
    },
    E: {
      description:
        'To line up a maintenance window with every cron job, you want the longest tick length g such that every period is a whole number of ticks. ' +
        'Given n periods, print their greatest common divisor. ' +
        'Periods go up to 10^18. ' +
        'With no periods at all, print 0.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 100. ' +
          'Line 2: n integers p_i, 1 <= p_i <= 10^18, separated by single spaces (an empty line when n = 0). ' +
          'The empty input is n = 0 with an empty second line; then print 0.',
        output_format: 'One integer: the greatest common divisor of the periods.',
        examples: { input: '3\n12 18 30\n', output: '6\n' },
      },
      hints: ['gcd(a, b) = gcd(b, a mod b).', 'Values near 10^18 need exact 64-bit or big-integer arithmetic.'],
      par: 63,
    },
  },
};
