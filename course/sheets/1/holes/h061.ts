import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 61,
  title: 'Blinkenlights on Rack 7',
  category: 'bits',
  difficulty: 1,
  variations: {
    A: {
      description:
        'The status panel on rack 7 shows a number n in binary, one LED per bit, and the night shift wants to know how many LEDs are lit before the datacenter tour at 9 a.m. ' +
        'Given n (0 <= n <= 10^15), print the number of 1 bits in the binary representation of n.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. For n = 0 no LED is lit: print 0.',
        output_format: 'One integer: the number of 1 bits of n.',
        examples: { input: '13\n', output: '3\n' },
      },
      hints: ['13 is 1101 in binary.', 'Most languages can print a number in base 2.'],
      par: 36,
    },
    B: {
      description:
        'Rack 7 shows a number n in binary on its LED panel, with no leading zeros, and facilities only cares about the LEDs that are dark. ' +
        'Given n (0 <= n <= 10^15), print how many 0 digits the binary representation of n has, without leading zeros. ' +
        'The number 0 is displayed as a single 0 digit.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. For n = 0 the panel shows the single digit 0, so print 1.',
        output_format: 'One integer: the number of 0 digits in the binary representation of n.',
        examples: { input: '18\n', output: '3\n' },
      },
      hints: ['18 is 10010 in binary.', 'Leading zeros do not count, but 0 itself is shown as one digit.'],
      par: 40,
    },
    C: {
      description:
        'Every rack in the row has its own binary LED panel, and the power budget depends on the total number of lit LEDs across all of them. ' +
        'Given the numbers shown on the panels (at most 1000 numbers, each 0 <= x <= 10^9), print the total number of 1 bits over all of their binary representations.',
      human: {
        input_format: 'A single line of integers separated by single spaces, at most 1000 of them, each 0 <= x <= 1000000000. The line may be empty (no racks), in which case print 0.',
        output_format: 'One integer: the total number of 1 bits.',
        examples: { input: '13 7 0 8\n', output: '7\n' },
      },
      hints: ['Count the 1 bits of each number and add them up.'],
      par: 60,
    },
    D: {
      description:
        'The LED panel on rack 7 burned out, so you have to tell the on-site technician the pattern to show by hand. ' +
        'Given n (0 <= n <= 10^15), print its binary representation with no leading zeros. ' +
        'The number 0 is shown as a single 0.',
      human: {
        input_format: 'A single line with one integer n, 0 <= n <= 1000000000000000. For n = 0 print 0.',
        output_format: 'One line: the binary digits of n, most significant first, with no leading zeros.',
        examples: { input: '10\n', output: '1010\n' },
      },
      hints: ['Repeatedly divide by 2 and collect the remainders, or use a built-in base-2 conversion.'],
      par: 33,
    },
    E: {
      description:
        'Two racks are supposed to mirror each other, but their LED panels disagree. ' +
        'Given the two numbers a and b shown on the panels (0 <= a, b <= 10^9), print in how many bit positions their binary representations differ (the shorter one padded with leading zeros).',
      human: {
        input_format: 'A single line with two integers a and b separated by a space, 0 <= a, b <= 1000000000. If both are 0 the panels agree: print 0.',
        output_format: 'One integer: the number of differing bit positions.',
        examples: { input: '5 12\n', output: '2\n' },
      },
      hints: ['5 is 0101 and 12 is 1100.', 'XOR marks exactly the positions that differ.'],
      par: 62,
    },
  },
};
