import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 16,
  title: 'The Recurring Outage',
  category: 'arithmetic',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The SLA report divides downtime minutes p by q incidents, and legal insists on the exact value, not a rounded one. ' +
        'The decimal form is written as the integer part, then, only if the value is not an integer, a dot followed by the digits after the point, where the shortest repeating block (starting as early as possible) is enclosed in parentheses and written once: 1/4 is 0.25, 1/3 is 0.(3), 1/6 is 0.1(6), 22/7 is 3.(142857), and 6/3 is 2. ' +
        'Given p and q, print p/q in this form. p is at most 10^9 and q at most 1000.',
      human: {
        input_format: 'One line with two integers p and q, 0 <= p <= 1000000000 and 1 <= q <= 1000. ' +
          'The emptiest input is 0 1; then print 0.',
        output_format: 'One line: the exact decimal form of p/q.',
        examples: { input: '22 7\n', output: '3.(142857)\n' },
      },
      hints: ['Do long division and remember at which digit each remainder first appeared.', 'When a remainder repeats, the digits since its first appearance repeat forever.'],
      par: 293,
    },
    B: {
      description:
        'Before printing p/q as a decimal, the report generator wants to know how long it will be. ' +
        'Written in decimal, the digits of p/q after the point consist of a non-repeating part followed by a repeating block that goes on forever (or by nothing, if the expansion terminates). ' +
        'Print the length of the shortest non-repeating part and the length of the shortest repeating block, where a terminating expansion has a repeating block of length 0. ' +
        'For example 1/6 = 0.1666... gives 1 1, 1/4 = 0.25 gives 2 0, and 22/7 = 3.142857142857... gives 0 6.',
      human: {
        input_format: 'One line with two integers p and q, 0 <= p <= 1000000000 and 1 <= q <= 1000000. ' +
          'The emptiest input is 0 1; then print 0 0.',
        output_format: 'One line: two integers, the non-repeating length and the repeating length, separated by a space.',
        examples: { input: '1 6\n', output: '1 1\n' },
      },
      hints: ['Reduce the fraction first: 3/6 is 0.5.', 'Factors 2 and 5 of the denominator make the non-repeating part; the rest makes the cycle.'],
      par: 263,
    },
    C: {
      description:
        'The auditor picks a random position k and asks for the digit of p/q found there. ' +
        'Print the k-th digit after the decimal point of p/q written in decimal (k = 1 is the first digit after the point; a terminating expansion continues with zeros). k can be as large as 10^18, so you cannot generate the digits one by one.',
      human: {
        input_format: 'One line with three integers p, q and k: 0 <= p <= 1000000000, 1 <= q <= 1000000000 and 1 <= k <= 10^18. ' +
          'The emptiest input is 0 1 1; then print 0.',
        output_format: 'One digit: the k-th digit after the decimal point of p/q.',
        examples: { input: '1 7 3\n', output: '2\n' },
      },
      hints: ['The remainder before digit k is p * 10^(k-1) mod q.', 'Use fast modular exponentiation, and keep the products exact.'],
      par: 81,
    },
    D: {
      description:
        'The embedded team wants the SLA ratio p/q printed in base b instead of base 10. ' +
        'Write p/q in base b: the integer part in base b, then, only if the value is not an integer, a dot followed by the base-b digits after the point, where the shortest repeating block (starting as early as possible) is enclosed in parentheses and written once. ' +
        'Digits above 9 are the uppercase letters A to F. ' +
        'For example 1/3 in base 2 is 0.(01) and 255/16 in base 16 is F.F.',
      human: {
        input_format: 'One line with three integers p, q and b: 0 <= p <= 1000000000, 1 <= q <= 1000 and 2 <= b <= 16. ' +
          'The emptiest input is 0 1 2; then print 0.',
        output_format: 'One line: p/q written in base b as described.',
        examples: { input: '1 10 2\n', output: '0.0(0011)\n' },
      },
      hints: ['Long division works in any base: multiply the remainder by b for each new digit.', 'Do not forget to convert the integer part to base b too.'],
      par: 385,
    },
    E: {
      description:
        'Latency deltas can be negative, so the SLA report now divides a signed p by a signed q. ' +
        'The decimal form is written as the integer part, then, only if the value is not an integer, a dot followed by the digits after the point, where the shortest repeating block (starting as early as possible) is enclosed in parentheses and written once: 1/4 is 0.25, 1/3 is 0.(3), 1/6 is 0.1(6), 22/7 is 3.(142857), and 6/3 is 2. ' +
        'A negative value is written with a leading minus sign followed by the form of its absolute value (so -1/3 is -0.(3) and 1/-4 is -0.25), and zero is written as 0 without a sign. ' +
        'Given p and q, print p/q in this form.',
      human: {
        input_format: 'One line with two integers p and q, -1000000000 <= p <= 1000000000 and 1 <= |q| <= 1000. ' +
          'The emptiest input is 0 1; then print 0.',
        output_format: 'One line: the exact decimal form of p/q.',
        examples: { input: '-22 7\n', output: '-3.(142857)\n' },
      },
      hints: ['Work out the sign first, then expand the absolute value.', 'Zero never gets a minus sign, even as 0/-5.'],
      par: 354,
    },
  },
};
