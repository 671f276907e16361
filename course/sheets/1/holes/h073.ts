import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 73,
  title: 'Commas for the Cost Report',
  category: 'text_formatting',
  difficulty: 3,
  variations: {
    A: {
      description:
        'The cloud bill arrived, finance wants the numbers readable, and they are too long for a floating-point number anyway. ' +
        'Given an integer of up to 30 digits, print it with a comma between every group of three digits, counting from the right; a leading minus sign stays in front.',
      human: {
        input_format: 'A single line with an integer: an optional minus sign followed by 1 to 30 digits, without leading zeros (the number 0 is written 0 and is never negative).',
        output_format: 'One line: the number with commas as thousands separators, e.g. -1,234,567.',
        examples: { input: '-1234567\n', output: '-1,234,567\n' },
      },
      hints: ['Treat the input as text: 30 digits do not fit in a double.', 'The minus sign is not a digit.'],
      par: 33,
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '7\n', output: '7\n' },
        { tag: 'typical', input: '1234567\n', output: '1,234,567\n' },
        { tag: 'tricky', input: '-1\n', output: '-1\n' },
        { tag: 'tricky', input: '999\n', output: '999\n' },
        { tag: 'tricky', input: '1000\n', output: '1,000\n' },
        { tag: 'tricky', input: '-100000\n', output: '-100,000\n' },
        { tag: 'typical', input: '9007199254740993\n', output: '9,007,199,254,740,993\n' },
        { tag: 'typical', input: '42424242\n', output: '42,424,242\n' },
        { tag: 'maximum', input: '123456789012345678901234567890\n', output: '123,456,789,012,345,678,901,234,567,890\n' },
        { tag: 'maximum', input: '-999999999999999999999999999999\n', output: '-999,999,999,999,999,999,999,999,999,999\n' },
      ],
    },
    B: {
      description:
        'The cost report is going to the team in Bangalore, who use the Indian numbering system: the last three digits form one group, and every group to the left of it has two digits. ' +
        'Given an integer of up to 30 digits, print it with commas between the groups; a leading minus sign stays in front.',
      human: {
        input_format: 'A single line with an integer: an optional minus sign followed by 1 to 30 digits, without leading zeros (the number 0 is written 0 and is never negative).',
        output_format: 'One line: the number with Indian-style grouping, e.g. 12,34,56,789.',
        examples: { input: '123456789\n', output: '12,34,56,789\n' },
      },
      hints: ['Split off the last three digits first, then group the rest by two from the right.'],
      par: 186,
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '7\n', output: '7\n' },
        { tag: 'typical', input: '1234567\n', output: '12,34,567\n' },
        { tag: 'tricky', input: '-1\n', output: '-1\n' },
        { tag: 'tricky', input: '999\n', output: '999\n' },
        { tag: 'tricky', input: '1000\n', output: '1,000\n' },
        { tag: 'tricky', input: '-100000\n', output: '-1,00,000\n' },
        { tag: 'typical', input: '9007199254740993\n', output: '9,00,71,99,25,47,40,993\n' },
        { tag: 'typical', input: '42424242\n', output: '4,24,24,242\n' },
        { tag: 'maximum', input: '123456789012345678901234567890\n', output: '1,23,45,67,89,01,23,45,67,89,01,23,45,67,890\n' },
        { tag: 'maximum', input: '-999999999999999999999999999999\n', output: '-9,99,99,99,99,99,99,99,99,99,99,99,99,99,999\n' },
      ],
    },
    C: {
      description:
        'The cost report mixes whole numbers and amounts with decimals, some longer than any float. ' +
        'Given a number of up to 30 digits before and 30 digits after the dot, put a comma between every group of three digits of the integer part, counting from the right, and leave the sign, the dot and the fractional digits exactly as they are.',
      human: {
        input_format: 'A single line with a number: an optional minus sign, an integer part of 1 to 30 digits without leading zeros (0 is written 0), and optionally a dot followed by 1 to 30 digits. The plain number 0 is never negative, but for example -0.5 can appear.',
        output_format: 'One line: the formatted number, e.g. -1,234,567.891.',
        examples: { input: '-1234567.891\n', output: '-1,234,567.891\n' },
      },
      hints: ['Never round or drop fractional digits: copy them as they are.'],
      par: 134,
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '7\n', output: '7\n' },
        { tag: 'typical', input: '1234567.891\n', output: '1,234,567.891\n' },
        { tag: 'tricky', input: '-0.12345\n', output: '-0.12345\n' },
        { tag: 'tricky', input: '999.9999\n', output: '999.9999\n' },
        { tag: 'tricky', input: '1000\n', output: '1,000\n' },
        { tag: 'tricky', input: '-12345.1\n', output: '-12,345.1\n' },
        { tag: 'typical', input: '9007199254740993.000001\n', output: '9,007,199,254,740,993.000001\n' },
        { tag: 'typical', input: '3.14159265358979\n', output: '3.14159265358979\n' },
        { tag: 'tricky', input: '1234.56789\n', output: '1,234.56789\n' },
        { tag: 'maximum', input: '123456789012345678901234567890.123456789012345678901234567890\n', output: '123,456,789,012,345,678,901,234,567,890.123456789012345678901234567890\n' },
        { tag: 'maximum', input: '-999999999999999999999999999999.000000000000000000000000000001\n', output: '-999,999,999,999,999,999,999,999,999,999.000000000000000000000000000001\n' },
      ],
    },
    D: {
      description:
        'The cost report is also sent to the Berlin office, where a dot separates thousands and a comma separates the decimals. ' +
        'Given a number of up to 30 digits before and 30 digits after the decimal dot, print it with a dot between every group of three digits of the integer part (counting from the right), and with a comma instead of the decimal dot; the sign and the fractional digits stay as they are.',
      human: {
        input_format: 'A single line with a number: an optional minus sign, an integer part of 1 to 30 digits without leading zeros (0 is written 0), and optionally a dot followed by 1 to 30 digits. The plain number 0 is never negative, but for example -0.5 can appear.',
        output_format: 'One line: the formatted number, e.g. -1.234.567,891.',
        examples: { input: '-1234567.891\n', output: '-1.234.567,891\n' },
      },
      hints: ['Swap the roles of the two characters; do not convert the number to a float.'],
      par: 169,
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '7\n', output: '7\n' },
        { tag: 'typical', input: '1234567.891\n', output: '1.234.567,891\n' },
        { tag: 'tricky', input: '-0.12345\n', output: '-0,12345\n' },
        { tag: 'tricky', input: '999.9999\n', output: '999,9999\n' },
        { tag: 'tricky', input: '1000\n', output: '1.000\n' },
        { tag: 'tricky', input: '-12345.1\n', output: '-12.345,1\n' },
        { tag: 'typical', input: '9007199254740993.000001\n', output: '9.007.199.254.740.993,000001\n' },
        { tag: 'typical', input: '3.14159265358979\n', output: '3,14159265358979\n' },
        { tag: 'tricky', input: '1234.56789\n', output: '1.234,56789\n' },
        { tag: 'maximum', input: '123456789012345678901234567890.123456789012345678901234567890\n', output: '123.456.789.012.345.678.901.234.567.890,123456789012345678901234567890\n' },
        { tag: 'maximum', input: '-999999999999999999999999999999.000000000000000000000000000001\n', output: '-999.999.999.999.999.999.999.999.999.999,000000000000000000000000000001\n' },
      ],
    },
    E: {
      description:
        'The cost report goes into a scientific paper, which follows the SI style: digits are grouped in threes with a space, the integer part from the right and the fractional part from the left (starting right after the dot). ' +
        'However, a part with four or fewer digits is not grouped at all. ' +
        'Given a number of up to 30 digits before and 30 digits after the dot, print it in this style, keeping the sign and the dot.',
      human: {
        input_format: 'A single line with a number: an optional minus sign, an integer part of 1 to 30 digits without leading zeros (0 is written 0), and optionally a dot followed by 1 to 30 digits. The plain number 0 is never negative, but for example -0.5 can appear.',
        output_format: 'One line: the formatted number, e.g. 12 345.678 91 or 1234.5678.',
        examples: { input: '12345.67891\n', output: '12 345.678 91\n' },
      },
      hints: ['Decide separately for the integer part and the fractional part whether to group.', 'The minus sign does not count as a digit.'],
      par: 251,
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '7\n', output: '7\n' },
        { tag: 'typical', input: '1234567.891\n', output: '1 234 567.891\n' },
        { tag: 'tricky', input: '-0.12345\n', output: '-0.123 45\n' },
        { tag: 'tricky', input: '999.9999\n', output: '999.9999\n' },
        { tag: 'tricky', input: '1000\n', output: '1000\n' },
        { tag: 'tricky', input: '-12345.1\n', output: '-12 345.1\n' },
        { tag: 'typical', input: '9007199254740993.000001\n', output: '9 007 199 254 740 993.000 001\n' },
        { tag: 'typical', input: '3.14159265358979\n', output: '3.141 592 653 589 79\n' },
        { tag: 'tricky', input: '1234.56789\n', output: '1234.567 89\n' },
        { tag: 'maximum', input: '123456789012345678901234567890.123456789012345678901234567890\n', output: '123 456 789 012 345 678 901 234 567 890.123 456 789 012 345 678 901 234 567 890\n' },
        { tag: 'maximum', input: '-999999999999999999999999999999.000000000000000000000000000001\n', output: '-999 999 999 999 999 999 999 999 999 999.000 000 000 000 000 000 000 000 000 001\n' },
        { tag: 'tricky', input: '-1234\n', output: '-1234\n' },
        { tag: 'tricky', input: '0.12345\n', output: '0.123 45\n' },
      ],
    },
  },
};
