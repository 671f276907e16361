import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 82,
  title: 'The Chaos Script and the Feature Flags',
  category: 'puzzles',
  difficulty: 2,
  variations: {
    A: {
      description:
        'Someone left a chaos-engineering script running overnight on n feature flags numbered 1 to n, all initially off. ' +
        'The script makes n passes: on pass k (k = 1, 2, ..., n) it toggles every flag whose number is a multiple of k. ' +
        'Given n (0 <= n <= 1000000), print how many flags are on when the script finally stops.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000. With n = 0 there are no flags, so print 0.',
        output_format: 'One integer: the number of flags that end up on.',
        examples: { input: '10\n', output: '3\n' },
      },
      hints: ['Flag i is toggled once per divisor of i.', 'Which numbers have an odd number of divisors?'],
      par: 44,
    },
    B: {
      description:
        'A chaos-engineering script ran overnight on n feature flags numbered 1 to n, all initially off. ' +
        'On pass k (k = 1, 2, ..., n) it toggled every flag whose number is a multiple of k. ' +
        'Given n (0 <= n <= 1000000), list the numbers of the flags that are on at the end, so you can write the incident ticket.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000. With n = 0 there are no flags and the output is an empty line.',
        output_format: 'The numbers of the flags that are on, in increasing order, separated by single spaces, on one line.',
        examples: { input: '20\n', output: '1 4 9 16\n' },
      },
      hints: ['Flag i is toggled once per divisor of i; divisors come in pairs, except for one kind of number.'],
      par: 84,
    },
    C: {
      description:
        'The chaos script works on n feature flags numbered 1 to n, all initially off: on pass p it toggles every flag whose number is a multiple of p. ' +
        'This time the on-call engineer killed it after pass k, so only passes 1, 2, ..., k ran. ' +
        'Given n and k (0 <= k <= n <= 100000), print how many flags are on.',
      human: {
        input_format: 'A single line with two integers n and k separated by a space, 0 <= k <= n <= 100000. With n = 0 (and so k = 0) print 0; with k = 0 no pass ran and every flag is off.',
        output_format: 'One integer: the number of flags that are on after pass k.',
        examples: { input: '10 3\n', output: '4\n' },
      },
      hints: ['Flag i ends up on when it has an odd number of divisors that are at most k.', 'Simulating every pass is fast enough: the total work is about n times the k-th harmonic number.'],
      par: 142,
    },
    D: {
      description:
        'The chaos script was patched by someone on their third coffee: it still looks at n feature flags numbered 1 to n, all initially off, but it now only runs the odd passes. ' +
        'On pass k, for k = 1, 3, 5, ... up to n, it toggles every flag whose number is a multiple of k; even passes are skipped. ' +
        'Given n (0 <= n <= 1000000), print how many flags are on at the end.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000. With n = 0 print 0.',
        output_format: 'One integer: the number of flags that end up on.',
        examples: { input: '10\n', output: '5\n' },
      },
      hints: ['Flag i is toggled once per odd divisor of i.', 'Write i = 2^a * m with m odd: only m matters.'],
      par: 99,
    },
    E: {
      description:
        'The chaos script ran all n passes on n feature flags numbered 1 to n: on pass k it toggled every flag whose number is a multiple of k. ' +
        'The audit log shows how many times each flag was flipped, and the incident review wants to know how many flags were flipped exactly t times. ' +
        'Given n and t (0 <= n <= 100000, 1 <= t <= 200), print that count.',
      human: {
        input_format: 'A single line with two integers n and t separated by a space, 0 <= n <= 100000, 1 <= t <= 200. With n = 0 there are no flags, so print 0.',
        output_format: 'One integer: the number of flags in 1..n toggled exactly t times.',
        examples: { input: '10 2\n', output: '4\n' },
      },
      hints: ['Flag i is toggled once for every divisor of i.', 'Count divisors of all numbers at once with a sieve-like double loop.'],
      par: 150,
    },
  },
};
