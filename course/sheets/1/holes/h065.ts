import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 65,
  title: 'Gray Code on the Rotary Encoder',
  category: 'bits',
  difficulty: 5,
  variations: {
    A: {
      description:
        'The rack door sensor is a rotary encoder that reports its position in reflected binary Gray code, so that exactly one bit changes per step. ' +
        'The Gray code of a number n is n XOR (n shifted right by one bit). ' +
        'Given a position n (0 <= n <= 10^18), print its Gray code as a decimal number.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000000. For n = 0 print 0.',
        output_format: 'One integer: the Gray code of n, in decimal.',
        examples: { input: '6\n', output: '5\n' },
      },
      hints: ['6 is 110, 6 >> 1 is 011, and 110 XOR 011 is 101.', 'n can exceed 2^53: use BigInt in JavaScript.'],
      par: 98,
    },
    B: {
      description:
        'The rotary encoder on the rack door reports a Gray code g, and the monitoring agent needs the actual position n such that n XOR (n >> 1) = g. ' +
        'Bit i of n is the XOR of all bits of g at positions i and above. ' +
        'Given g (0 <= g <= 10^18), print n in decimal.',
      human: {
        input_format: 'A single line with one integer g, 0 <= g <= 1000000000000000000. For g = 0 print 0.',
        output_format: 'One integer: the position n, in decimal.',
        examples: { input: '5\n', output: '6\n' },
      },
      hints: ['n = g XOR (g >> 1) XOR (g >> 2) XOR ...', 'Values can exceed 2^53: use BigInt in JavaScript.'],
      par: 110,
    },
    C: {
      description:
        'You are flashing a new lookup table into the encoder and need positions converted to Gray code, bit string in, bit string out. ' +
        'Given a binary string b of length L (1 <= L <= 1000), print the L-bit Gray code of the number it represents: the first bit is copied, and every later output bit is the XOR of the corresponding input bit and the input bit before it.',
      human: {
        input_format: 'A single line with a string of 1 to 1000 characters, each 0 or 1 (leading zeros are allowed and count towards the length). The emptiest input is the single digit 0, which prints 0.',
        output_format: 'One line: a binary string of the same length L.',
        examples: { input: '0110\n', output: '0101\n' },
      },
      hints: ['Keep leading zeros: the output has exactly as many characters as the input.'],
      par: 77,
    },
    D: {
      description:
        'The encoder dumps its readings as Gray-coded bit strings, and you need the plain binary positions for the incident timeline. ' +
        'Given a Gray-coded binary string g of length L (1 <= L <= 1000), print the L-bit binary string b it decodes to: the first bit is copied, and every later bit of b is the XOR of the corresponding bit of g and the previous bit of b.',
      human: {
        input_format: 'A single line with a string of 1 to 1000 characters, each 0 or 1 (leading zeros are allowed and count towards the length). The emptiest input is the single digit 0, which prints 0.',
        output_format: 'One line: a binary string of the same length L.',
        examples: { input: '0101\n', output: '0110\n' },
      },
      hints: ['Each output bit is the parity of the number of 1s up to and including that position.'],
      par: 105,
    },
    E: {
      description:
        'Two encoders on the same door disagree, and you want to know how many steps apart their readings are. ' +
        'Each reading is a Gray-coded binary string; decode each one to its position (the first bit is copied, every later bit is the XOR of the Gray bit and the previous decoded bit) and print the absolute difference of the two positions in decimal. ' +
        'The strings have the same length L (1 <= L <= 1000).',
      human: {
        input_format: 'A single line with two binary strings of equal length L (1 <= L <= 1000) separated by a space. The emptiest input is 0 0, which prints 0.',
        output_format: 'One non-negative integer in decimal (it may have up to 302 digits).',
        examples: { input: '0110 0101\n', output: '2\n' },
      },
      hints: ['0110 decodes to 4 and 0101 to 6.', 'The result can be huge: use BigInt in JavaScript.'],
      par: 148,
    },
  },
};
