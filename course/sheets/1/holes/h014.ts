import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 14,
  title: 'Hex Dump at Dawn',
  category: 'arithmetic',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The firmware engineer wants register values in binary, grouped like 0b1010_1111, before she answers the page. ' +
        'Given n, write it in base 2 without a prefix, pad it on the left with zeros to the smallest length that is a multiple of 4, and separate each group of 4 bits from the next with an underscore. ' +
        'So 10 becomes 1010, 31 becomes 0001_1111, and 0 becomes 0000. n is at most 10^18.',
      human: {
        input_format: 'One line with an integer n, 0 <= n <= 10^18. The emptiest input is 0; then print 0000.',
        output_format: 'One line: the grouped binary form of n.',
        examples: { input: '300\n', output: '0001_0010_1100\n' },
      },
      hints: ['Pad first, then split into groups of 4 from the left.', 'Values near 10^18 are not exact as doubles.'],
      par: 104,
    },
    B: {
      description:
        'A sensor dumped its readings as raw w-bit two\'s complement words. ' +
        'In a w-bit two\'s complement word, the leftmost bit has weight -2^(w-1) and the bit at position i from the right (for the other bits) has weight 2^i. ' +
        'Given the bit string, print the signed integer it represents. ' +
        'Words have 1 to 64 bits.',
      human: {
        input_format: 'One line of 1 to 64 characters, each 0 or 1; its length is the word size w. ' +
          'The emptiest input is the single bit 0; print 0.',
        output_format: 'One integer: the signed value of the word.',
        examples: { input: '11111110\n', output: '-2\n' },
      },
      hints: ['A 1 in the leftmost position means the value is the unsigned value minus 2^w.', '64-bit values do not fit exactly in doubles.'],
      par: 104,
    },
    C: {
      description:
        'The legacy pager encodes incident ids in odd bases. ' +
        'Given n and a base b between 2 and 36, write n in base b using the digits 0-9 and then the uppercase letters A-Z for the values 10 to 35, without leading zeros (0 is written as 0). n is at most 10^18.',
      human: {
        input_format: 'One line with two integers n and b: 0 <= n <= 10^18 and 2 <= b <= 36. ' +
          'The emptiest input is 0 2; then print 0.',
        output_format: 'One line: n written in base b.',
        examples: { input: '255 16\n', output: 'FF\n' },
      },
      hints: ['Repeatedly take n mod b for the next digit from the right.', 'Letters must be uppercase.'],
      par: 117,
    },
    D: {
      description:
        'Two teams log the same ids in different bases, and you are the translator. ' +
        'Given a number written in base b1, print it in base b2. ' +
        'Both bases are between 2 and 36, with digits 0-9 and then uppercase letters A-Z for the values 10 to 35. ' +
        'The number has at most 100 digits, so it can be far larger than 64 bits.',
      human: {
        input_format: 'One line: b1, b2 and the number, separated by single spaces. 2 <= b1, b2 <= 36; the number has 1 to 100 valid base-b1 digits (uppercase letters) and no leading zeros unless it is 0 itself. ' +
          'The emptiest input is 2 2 0; then print 0.',
        output_format: 'One line: the number in base b2, uppercase, without leading zeros.',
        examples: { input: '16 2 FF\n', output: '11111111\n' },
      },
      hints: ['Convert to an exact integer first (big integers), then to the target base.'],
      par: 157,
    },
    E: {
      description:
        'A retro-computing colleague insists on storing numbers in base -2 (negabinary). ' +
        'In base -2 every integer, negative or not, has a unique representation with digits 0 and 1, where the digit at position i from the right has weight (-2)^i. ' +
        'Given n, print its base -2 representation without leading zeros (0 is written as 0). n is between -10^18 and 10^18.',
      human: {
        input_format: 'One line with an integer n, -10^18 <= n <= 10^18. The emptiest input is 0; then print 0.',
        output_format: 'One line: the base -2 digits of n.',
        examples: { input: '6\n', output: '11010\n' },
      },
      hints: ['Divide by -2 repeatedly, but keep every remainder at 0 or 1 (adjust the quotient when the remainder comes out negative).'],
      par: 87,
    },
  },
};
