import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 15,
  title: 'Prime Time Incidents',
  category: 'arithmetic',
  difficulty: 5,
  variations: {
    A: {
      description:
        'Legend says the pager only fires on prime-numbered minutes, and you want to know how bad your night will be. ' +
        'Given n, print how many prime numbers are less than or equal to n (a prime is an integer greater than 1 whose only positive divisors are 1 and itself). n is at most 1000000, so testing each number separately is too slow.',
      human: {
        input_format: 'One line with an integer n, 0 <= n <= 1000000. ' +
          'The emptiest input is 0; there are no primes up to 0, so print 0.',
        output_format: 'One integer: the number of primes p with p <= n.',
        examples: { input: '30\n', output: '10\n' },
      },
      hints: ['The sieve of Eratosthenes marks all composites up to n at once.', '1 is not prime.'],
      par: 192,
    },
    B: {
      description:
        'The incident ids of tonight are suspicious, and you want their prime factorization for the postmortem. ' +
        'Given n, print its prime factors in increasing order separated by " * " (space, star, space), writing a factor that appears e > 1 times as p^e. ' +
        'For example 360 is printed as 2^3 * 3^2 * 5. n is at most 10^12; for n = 1 print 1.',
      human: {
        input_format: 'One line with an integer n, 1 <= n <= 10^12. The emptiest input is 1; print 1.',
        output_format: 'One line: the factorization in the format described.',
        examples: { input: '360\n', output: '2^3 * 3^2 * 5\n' },
      },
      hints: ['Trial division up to the square root of n is enough.', 'Whatever is left above 1 at the end is a prime factor.'],
      par: 262,
    },
    C: {
      description:
        'Each ticket can be split evenly among any number of engineers that divides its id, and the manager wants to know how many team sizes work. ' +
        'Given n, print the number of positive divisors of n, counting 1 and n itself. n is at most 10^12.',
      human: {
        input_format: 'One line with an integer n, 1 <= n <= 10^12. The emptiest input is 1; it has 1 divisor.',
        output_format: 'One integer: the number of positive divisors of n.',
        examples: { input: '360\n', output: '24\n' },
      },
      hints: ['If n = p1^e1 * p2^e2 * ..., the count is (e1 + 1)(e2 + 1)...', 'Trial division up to the square root of n finds the exponents.'],
      par: 182,
    },
    D: {
      description:
        'The capacity planner pays one coffee per prime-numbered minute in an interval. ' +
        'Given a and b, print the sum of all primes p with a <= p <= b (a prime is an integer greater than 1 whose only positive divisors are 1 and itself). ' +
        'Both bounds are at most 1000000.',
      human: {
        input_format: 'One line with two integers a and b, 1 <= a <= b <= 1000000. ' +
          'The emptiest input is 1 1; there is no prime in it, so print 0.',
        output_format: 'One integer: the sum of the primes in [a, b].',
        examples: { input: '1 10\n', output: '17\n' },
      },
      hints: ['Sieve up to b once.', 'The sum can exceed 2^32.'],
      par: 250,
    },
    E: {
      description:
        'The deploy bot will only ship on a prime-numbered build, and the current build number is n. ' +
        'Print the smallest prime p with p >= n (a prime is an integer greater than 1 whose only positive divisors are 1 and itself). n is at most 10^12.',
      human: {
        input_format: 'One line with an integer n, 0 <= n <= 10^12. ' +
          'The emptiest input is 0; the smallest prime is 2.',
        output_format: 'One integer: the smallest prime not less than n.',
        examples: { input: '24\n', output: '29\n' },
      },
      hints: ['Primes near 10^12 are never far apart; test candidates one by one.', 'Testing a candidate by trial division up to its square root is fast enough.'],
      par: 211,
    },
  },
};
