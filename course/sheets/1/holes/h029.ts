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
      cases: [
        { tag: 'empty', input: '0 1000\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n', output: '0\n' },
        { tag: 'minimum', input: '1 2\n', output: '1\n' },
        { tag: 'typical', input: '2 100\n', output: '1\n' },
        { tag: 'typical', input: '90 1000000000\n', output: '370816120\n' },
        { tag: 'tricky', input: '1000000000000000000 1\n', output: '0\n' },
        { tag: 'tricky', input: '93 999999937\n', output: '732031267\n' },
        { tag: 'typical', input: '123456789 1000\n', output: '514\n' },
        { tag: 'maximum', input: '1000000000000000000 1000000000\n', output: '560546875\n' },
        { tag: 'maximum', input: '999999999999999999 999999937\n', output: '996196236\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 1000\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n', output: '0\n' },
        { tag: 'minimum', input: '2 1000000000\n', output: '1\n' },
        { tag: 'typical', input: '3 10\n', output: '1\n' },
        { tag: 'typical', input: '37 1000000000\n', output: '132436852\n' },
        { tag: 'tricky', input: '1000000000000000000 1\n', output: '0\n' },
        { tag: 'tricky', input: '80 999999937\n', output: '813665995\n' },
        { tag: 'typical', input: '123456789 1000\n', output: '116\n' },
        { tag: 'maximum', input: '1000000000000000000 1000000000\n', output: '11856384\n' },
        { tag: 'maximum', input: '999999999999999999 999999937\n', output: '226065454\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '1 0 1000\n5\n7\n', output: '7\n' },
        { tag: 'minimum', input: '1 1 1\n0\n0\n', output: '0\n' },
        { tag: 'tricky', input: '3 2 100\n1 1 1\n5 1000000000 123\n', output: '23\n' },
        { tag: 'typical', input: '1 30 1000000000\n2\n1\n', output: '73741824\n' },
        { tag: 'typical', input: '3 20 1000000\n2 0 5\n1 4 9\n', output: '679861\n' },
        { tag: 'tricky', input: '2 1000000000000000000 1000000000\n0 1\n3 4\n', output: '3\n' },
        { tag: 'typical', input: '4 1000 999999937\n1 0 0 1\n1 1 1 1\n', output: '744417380\n' },
        { tag: 'tricky', input: '5 777 10\n0 0 0 0 0\n1 2 3 4 5\n', output: '0\n' },
        { tag: 'maximum', input: '5 1000000000000000000 1000000000\n1000000000 999999999 123456789 987654321 1\n1000000000 2 3 4 5\n', output: '227423254\n' },
        { tag: 'maximum', input: '5 999999999999999999 999999937\n1 2 3 4 5\n5 4 3 2 1\n', output: '347713436\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 1000\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n', output: '0\n' },
        { tag: 'minimum', input: '1 1000\n', output: '1\n' },
        { tag: 'tricky', input: '1 2\n', output: '1\n' },
        { tag: 'tricky', input: '13 377\n', output: '232\n' },
        { tag: 'typical', input: '88 1000000000\n', output: '370816119\n' },
        { tag: 'typical', input: '123456789 1000\n', output: '608\n' },
        { tag: 'tricky', input: '58 5\n', output: '4\n' },
        { tag: 'maximum', input: '1000000000000000000 1000000000\n', output: '21484375\n' },
        { tag: 'maximum', input: '999999999999999999 999999937\n', output: '215055110\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 1000\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n', output: '0\n' },
        { tag: 'minimum', input: '1 2\n', output: '1\n' },
        { tag: 'typical', input: '5 1000\n', output: '5\n' },
        { tag: 'typical', input: '10 997\n', output: '67\n' },
        { tag: 'tricky', input: '1000000000000000000 1\n', output: '0\n' },
        { tag: 'tricky', input: '12 250\n', output: '58\n' },
        { tag: 'typical', input: '123456789 1000\n', output: '377\n' },
        { tag: 'maximum', input: '1000000000000000000 1000\n', output: '250\n' },
        { tag: 'maximum', input: '999999999999999999 997\n', output: '291\n' },
      ],
    },
  },
};
