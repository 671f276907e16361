import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 66,
  title: 'Shards per Build Number',
  category: 'bits',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The CI system numbers builds 1, 2, 3, ... and, thanks to a clever intern, build number b runs one test shard for every 1 bit in the binary representation of b. ' +
        'The finance team wants to know how many shards builds 1 to n ran in total. ' +
        'Given n (0 <= n <= 10^18), print the total number of 1 bits over all integers from 1 to n.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000000. For n = 0 no build ran: print 0.',
        output_format: 'One integer: the total number of 1 bits.',
        examples: { input: '5\n', output: '7\n' },
      },
      hints: ['1, 10, 11, 100, 101 contain 7 ones in total.', 'Count, for each bit position separately, how many numbers have that bit set.', 'The answer exceeds 2^53: use BigInt in JavaScript.'],
      par: 127,
    },
    B: {
      description:
        'The CI system numbers builds 1, 2, 3, ... and build number b runs one test shard for every 1 bit in the binary representation of b. ' +
        'The flaky-test investigation covers builds a through b inclusive. ' +
        'Given a and b (0 <= a <= b <= 10^18), print the total number of 1 bits over all integers from a to b inclusive.',
      human: {
        input_format: 'A single line with two integers a and b separated by a space, 0 <= a <= b <= 1000000000000000000. The emptiest input is 0 0, which prints 0.',
        output_format: 'One integer: the total number of 1 bits from a to b.',
        examples: { input: '4 7\n', output: '8\n' },
      },
      hints: ['Compute the total for 1..b and subtract the total for 1..a-1.', 'The answer exceeds 2^53: use BigInt in JavaScript.'],
      par: 171,
    },
    C: {
      description:
        'The CI system numbers builds 1, 2, 3, ... and a cursed parity check makes build b fail whenever the binary representation of b has an odd number of 1 bits. ' +
        'Given n (0 <= n <= 10^18), print how many of the builds 1 to n fail.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000000. For n = 0 there are no builds: print 0.',
        output_format: 'One integer: the number of builds with an odd number of 1 bits.',
        examples: { input: '7\n', output: '4\n' },
      },
      hints: ['Look at the pairs (2k, 2k+1): they differ only in the last bit.', 'Builds 1, 2, 4 and 7 fail among 1..7.'],
      par: 78,
    },
    D: {
      description:
        'The CI system numbers builds 1, 2, 3, ... and shard k (counting from 0 at the least significant bit) runs on build b exactly when bit k of b is 1. ' +
        'Shard k has started flaking and you need to know how often it actually ran. ' +
        'Given n (0 <= n <= 10^18) and k (0 <= k <= 60), print how many integers from 1 to n have bit k set.',
      human: {
        input_format: 'A single line with two integers n and k separated by a space, 0 <= n <= 1000000000000000000, 0 <= k <= 60. The emptiest input is 0 0, which prints 0.',
        output_format: 'One integer: the number of builds on which shard k ran.',
        examples: { input: '10 1\n', output: '5\n' },
      },
      hints: ['Bit k follows a pattern of 2^k zeros then 2^k ones, repeating.', 'Values exceed 2^53: use BigInt in JavaScript.'],
      par: 106,
    },
    E: {
      description:
        'The CI system numbers builds 1, 2, 3, ... and build b runs one shard per 1 bit of b. ' +
        'Capacity planning wants to know how many builds ran exactly k shards. ' +
        'Given n (0 <= n <= 10^18) and k (0 <= k <= 60), print how many integers from 1 to n have exactly k 1 bits in binary.',
      human: {
        input_format: 'A single line with two integers n and k separated by a space, 0 <= n <= 1000000000000000000, 0 <= k <= 60. The emptiest input is 0 0, which prints 0; note that no build from 1 to n has zero 1 bits.',
        output_format: 'One integer: the number of builds with exactly k 1 bits.',
        examples: { input: '10 2\n', output: '5\n' },
      },
      hints: ['Walk the bits of n from the top; each 1 bit that you set to 0 frees all lower bits, and binomial coefficients count the rest.', 'Do not forget n itself.'],
      par: 212,
    },
  },
};
