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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '6\n', output: '5\n' },
        { tag: 'typical', input: '2\n', output: '3\n' },
        { tag: 'typical', input: '255\n', output: '128\n' },
        { tag: 'tricky', input: '4294967296\n', output: '6442450944\n' },
        { tag: 'tricky', input: '9007199254740993\n', output: '13510798882111489\n' },
        { tag: 'typical', input: '123456789\n', output: '83241887\n' },
        { tag: 'maximum', input: '1000000000000000000\n', output: '797398725282889728\n' },
        { tag: 'maximum', input: '999999999999999999\n', output: '797398725282627584\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '5\n', output: '6\n' },
        { tag: 'typical', input: '2\n', output: '3\n' },
        { tag: 'typical', input: '128\n', output: '255\n' },
        { tag: 'tricky', input: '4294967296\n', output: '8589934591\n' },
        { tag: 'tricky', input: '9007199254740993\n', output: '18014398509481982\n' },
        { tag: 'typical', input: '123456789\n', output: '93489638\n' },
        { tag: 'maximum', input: '1000000000000000000\n', output: '666773687243374592\n' },
        { tag: 'maximum', input: '576460752303423488\n', output: '1152921504606846975\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '0110\n', output: '0101\n' },
        { tag: 'typical', input: '1111\n', output: '1000\n' },
        { tag: 'tricky', input: '0000000001\n', output: '0000000001\n' },
        { tag: 'tricky', input: '1000000000\n', output: '1100000000\n' },
        { tag: 'typical', input: '1011010011100\n', output: '1110111010010\n' },
        { tag: 'typical', input: '10'.repeat(40) + '\n', output: '11111111111111111111111111111111111111111111111111111111111111111111111111111111\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * i * 5 + i * 7 + 3) % 11 % 2).join('') + '\n', output: '1101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110001010001100010100011000101000110\n' },
        { tag: 'maximum', input: '1'.repeat(1000) + '\n', output: '1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n', output: '1\n' },
        { tag: 'typical', input: '0101\n', output: '0110\n' },
        { tag: 'typical', input: '1000\n', output: '1111\n' },
        { tag: 'tricky', input: '0000000001\n', output: '0000000001\n' },
        { tag: 'tricky', input: '1111111111\n', output: '1010101010\n' },
        { tag: 'typical', input: '1011010011100\n', output: '1101100010111\n' },
        { tag: 'typical', input: '10'.repeat(40) + '\n', output: '11001100110011001100110011001100110011001100110011001100110011001100110011001100\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * i * 3 + i * 7 + 3) % 11 % 2).join('') + '\n', output: '1101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101100100110100110110010110010011010011011001011001001101001101100101\n' },
        { tag: 'maximum', input: '1'.repeat(1000) + '\n', output: '1010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '0 1\n', output: '1\n' },
        { tag: 'typical', input: '0110 0101\n', output: '2\n' },
        { tag: 'tricky', input: '1101 1101\n', output: '0\n' },
        { tag: 'tricky', input: '1000 0000\n', output: '15\n' },
        { tag: 'tricky', input: '100 101\n', output: '1\n' },
        { tag: 'typical', input: '1011010011100 0110111000101\n', output: '4510\n' },
        { tag: 'typical', input: '1' + '0'.repeat(63) + ' ' + '0'.repeat(63) + '1\n', output: '18446744073709551614\n' },
        { tag: 'maximum', input: Array.from({ length: 1000 }, (_, i) => (i * i * 5 + i * 7 + 3) % 11 % 2).join('') + ' ' + Array.from({ length: 1000 }, (_, i) => (i * i * 3 + i * 7 + 3) % 11 % 2).join('') + '\n', output: '752193752532208992639330955811081872478166002668271472777534138213165388363987871249769852730562997178250403713080608255804248485692792252655668188955137234510927385666628501299360195142161745174886285870329038698733949269494921640755468650785372027352462125053213871950024029921571097560565644040264\n' },
        { tag: 'maximum', input: '1' + '0'.repeat(999) + ' ' + '0'.repeat(1000) + '\n', output: '10715086071862673209484250490600018105614048117055336074437503883703510511249361224931983788156958581275946729175531468251871452856923140435984577574698574803934567774824230985421074605062371141877954182153046474983581941267398767559165543946077062914571196477686542167660429831652624386837205668069375\n' },
      ],
    },
  },
};
