import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 64,
  title: 'The Endianness Mix-Up',
  category: 'bits',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The sensor firmware sends 32-bit counters in big-endian order, the collector reads them as little-endian, and the dashboard now claims the datacenter is at 16777216 degrees. ' +
        'Given the value x as the collector decoded it (0 <= x < 2^32), print the value obtained by reversing the order of its four bytes, as an unsigned decimal number.',
      human: {
        input_format: 'A single line with one integer x, 0 <= x <= 4294967295. For x = 0 print 0.',
        output_format: 'One unsigned integer in decimal.',
        examples: { input: '1\n', output: '16777216\n' },
      },
      hints: ['Byte i moves to byte 3 - i.', 'In JavaScript, use >>> 0 to get an unsigned 32-bit result.'],
      par: 65,
    },
    B: {
      description:
        'A serial link between two racks shifts bits out least-significant first, and the receiving end assembles them most-significant first. ' +
        'Given the 32-bit word x that was sent (0 <= x < 2^32), print the word that arrives: the 32-bit value whose bit i equals bit 31 - i of x, as an unsigned decimal number.',
      human: {
        input_format: 'A single line with one integer x, 0 <= x <= 4294967295. For x = 0 print 0.',
        output_format: 'One unsigned integer in decimal.',
        examples: { input: '6\n', output: '1610612736\n' },
      },
      hints: ['Always reverse all 32 bits, including the leading zeros.', '1 becomes 2147483648.'],
      par: 80,
    },
    C: {
      description:
        'The hashing routine in the load balancer rotates a 32-bit word left by k positions: every bit moves k places towards the most significant end, and bits that fall off the top come back in at the bottom. ' +
        'Given x (0 <= x < 2^32) and k (0 <= k <= 10^9), print the rotated word as an unsigned decimal number.',
      human: {
        input_format: 'A single line with two integers x and k separated by a space, 0 <= x <= 4294967295, 0 <= k <= 1000000000. The emptiest input is 0 0, which prints 0.',
        output_format: 'One unsigned integer in decimal.',
        examples: { input: '2147483649 1\n', output: '3\n' },
      },
      hints: ['Rotating by 32 changes nothing, so reduce k modulo 32 first.'],
      par: 92,
    },
    D: {
      description:
        'An old telemetry board has registers of odd widths, and its checksum rotates a w-bit register right by k positions: every bit moves k places towards the least significant end, and bits that fall off the bottom come back in at the top (bit w - 1). ' +
        'Given x (0 <= x < 2^w), w (1 <= w <= 32) and k (0 <= k <= 10^9), print the rotated register value in decimal.',
      human: {
        input_format: 'A single line with three integers x, w and k separated by spaces: 1 <= w <= 32, 0 <= x < 2^w, 0 <= k <= 1000000000. The emptiest input is 0 1 0, which prints 0.',
        output_format: 'One unsigned integer in decimal.',
        examples: { input: '1 4 1\n', output: '8\n' },
      },
      hints: ['Only k modulo w matters.', 'The register keeps exactly w bits, leading zeros included.'],
      par: 104,
    },
    E: {
      description:
        'Before fixing the big-endian/little-endian bug you want to know how bad it is for each value. ' +
        'Given a 32-bit value x (0 <= x < 2^32), reverse the order of its four bytes and print how many of the 32 bit positions differ between x and the byte-reversed value.',
      human: {
        input_format: 'A single line with one integer x, 0 <= x <= 4294967295. For x = 0 nothing changes: print 0.',
        output_format: 'One integer between 0 and 32.',
        examples: { input: '1\n', output: '2\n' },
      },
      hints: ['Compare x with its byte-swapped version using XOR, then count the 1 bits.'],
      par: 97,
    },
  },
};
