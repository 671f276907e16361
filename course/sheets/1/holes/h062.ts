import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 62,
  title: 'The Power-of-Two Buffer Allocator',
  category: 'bits',
  difficulty: 2,
  variations: {
    A: {
      description:
        'The legacy allocator that pages you every night only accepts buffer sizes that are powers of two, and it crashes on anything else. ' +
        'Given a requested size n (0 <= n <= 10^15), print yes if n is a power of two (1, 2, 4, 8, ...) and no otherwise.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. The size 0 is not a power of two: print no.',
        output_format: 'One word: yes or no.',
        examples: { input: '64\n', output: 'yes\n' },
      },
      hints: ['A power of two has exactly one 1 bit.', 'n & (n - 1) clears the lowest 1 bit.'],
      par: 66,
    },
    B: {
      description:
        'The legacy allocator rounds every request up to the next power of two, and finance wants to know how much memory that wastes. ' +
        'Given a requested size n (0 <= n <= 10^15), print the smallest power of two (1, 2, 4, 8, ...) that is greater than or equal to n.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. A request of size 0 still gets the smallest buffer: print 1.',
        output_format: 'One integer: the smallest power of two that is >= n.',
        examples: { input: '100\n', output: '128\n' },
      },
      hints: ['If n is already a power of two, the answer is n itself.'],
      par: 56,
    },
    C: {
      description:
        'The allocator gives each service the largest power-of-two block that fits inside its quota, and you need to explain at 3 a.m. why the payment service only got half its memory. ' +
        'Given a quota n (0 <= n <= 10^15), print the largest power of two (1, 2, 4, 8, ...) that is less than or equal to n.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. With a quota of 0 nothing fits: print 0.',
        output_format: 'One integer: the largest power of two that is <= n, or 0 when n = 0.',
        examples: { input: '100\n', output: '64\n' },
      },
      hints: ['Keep only the highest 1 bit of n.'],
      par: 54,
    },
    D: {
      description:
        'The allocator aligns each buffer address to the largest power of two that divides it, and the crash dump only makes sense if you know that alignment. ' +
        'Given an address n (0 <= n <= 10^15), print the largest power of two (1, 2, 4, 8, ...) that divides n, which is the value of its lowest 1 bit.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. The address 0 has no 1 bit: print 0.',
        output_format: 'One integer: the value of the lowest 1 bit of n, or 0 when n = 0.',
        examples: { input: '40\n', output: '8\n' },
      },
      hints: ['40 is 101000 in binary.', 'In two\'s complement, n & -n isolates the lowest 1 bit.'],
      par: 31,
    },
    E: {
      description:
        'The allocator is being replaced, and the new one picks whichever power of two is closest to the request, up or down. ' +
        'Given a requested size n (0 <= n <= 10^15), print the distance from n to the nearest power of two (1, 2, 4, 8, ...), that is the minimum of |n - 2^k| over all k >= 0.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. For n = 0 the nearest power of two is 1: print 1.',
        output_format: 'One integer: the distance to the nearest power of two.',
        examples: { input: '100\n', output: '28\n' },
      },
      hints: ['Only the powers of two just below and just above n matter.'],
      par: 66,
    },
  },
};
