import type { HoleSpec } from '../../../schema';

const NM = 'One line with n and m separated by a space (0 <= n <= 10^18, 1 <= m <= 10^9).';

export const hole: HoleSpec = {
  id: 29,
  title: 'Escalations All the Way Down',
  category: 'sequences',
  difficulty: 9,
  variations: {
    A: {
      description:
        'The escalation policy pages one person at step 0, and from then on every step pages as many people as the two previous steps together. ' +
        'Formally F(0) = 0, F(1) = 1 and F(k) = F(k-1) + F(k-2) for k >= 2. ' +
        'Given n (0 <= n <= 10^18) and m (1 <= m <= 10^9), print F(n) mod m.',
      human: {
        input_format: NM,
        output_format: 'One integer: F(n) mod m, between 0 and m - 1.',
        examples: { input: '10 1000\n', output: '55\n' },
      },
      hints: [
        'n is far too big for a loop: use the 2x2 matrix [[1,1],[1,0]] raised to the n-th power by repeated squaring.',
        'Products of two numbers below 10^9 do not fit in a double: use 64-bit or big integers.',
      ],
      par: 225,
    },
    B: {
      description:
        'The new escalation policy is even worse: every step pages as many people as the three previous steps together. ' +
        'Formally T(0) = 0, T(1) = 0, T(2) = 1 and T(k) = T(k-1) + T(k-2) + T(k-3) for k >= 3. ' +
        'Given n (0 <= n <= 10^18) and m (1 <= m <= 10^9), print T(n) mod m.',
      human: {
        input_format: NM,
        output_format: 'One integer: T(n) mod m, between 0 and m - 1.',
        examples: { input: '10 1000\n', output: '81\n' },
      },
      hints: ['A 3x3 matrix carries (T(k+2), T(k+1), T(k)) one step forward.', 'Raise it to the n-th power by repeated squaring, reducing modulo m.'],
      par: 314,
    },
    C: {
      description:
        'Every team has its own escalation policy: a_k = c1 * a_(k-1) + c2 * a_(k-2) + ... + cd * a_(k-d) for k >= d, with given first values a_0..a_(d-1). ' +
        'Given d (1 <= d <= 5), the coefficients c1..cd, the initial values, n (0 <= n <= 10^18) and m (1 <= m <= 10^9), print a_n mod m. ' +
        'All coefficients and initial values are between 0 and 10^9.',
      human: {
        input_format:
          'The first line holds d, n and m separated by spaces (1 <= d <= 5, 0 <= n <= 10^18, 1 <= m <= 10^9). The second line holds c1..cd, the third line a_0..a_(d-1); all of them between 0 and 1000000000, separated by single spaces.',
        output_format: 'One integer: a_n mod m, between 0 and m - 1.',
        examples: { input: '2 10 1000\n1 1\n0 1\n', output: '55\n' },
      },
      hints: ['Build the d x d companion matrix and raise it to the n-th power.', 'If n < d the answer is just a_n mod m.'],
      par: 651,
    },
    D: {
      description:
        'Finance wants the total number of pages sent by the escalation policy over its first n steps. ' +
        'With F(0) = 0, F(1) = 1 and F(k) = F(k-1) + F(k-2), print S(n) = F(1) + F(2) + ... + F(n) modulo m, for n (0 <= n <= 10^18) and m (1 <= m <= 10^9).',
      human: {
        input_format: NM + ' For n = 0 the sum is empty and equals 0.',
        output_format: 'One integer: S(n) mod m, between 0 and m - 1.',
        examples: { input: '10 1000\n', output: '143\n' },
      },
      hints: ['Either add the running sum as a third component of the state vector, or use the identity S(n) = F(n+2) - 1.', 'Watch out for negative numbers after subtracting 1 modulo m.'],
      par: 235,
    },
    E: {
      description:
        'Someone configured the escalation policy to run F(n) steps instead of n steps, and you want to know the damage. ' +
        'With F(0) = 0, F(1) = 1 and F(k) = F(k-1) + F(k-2), print F(F(n)) mod m for n (0 <= n <= 10^18) and m (1 <= m <= 1000). ' +
        'F(n) itself is astronomically large, so you cannot compute it exactly.',
      human: {
        input_format: 'One line with n and m separated by a space (0 <= n <= 10^18, 1 <= m <= 1000).',
        output_format: 'One integer: F(F(n)) mod m, between 0 and m - 1.',
        examples: { input: '6 1000\n', output: '21\n' },
      },
      hints: [
        'F(k) mod m is periodic in k (the Pisano period, at most 6m); find it by iterating until the pair (0, 1) comes back.',
        'Then F(F(n)) mod m = F(F(n) mod period) mod m.',
      ],
      par: 489,
    },
  },
};
