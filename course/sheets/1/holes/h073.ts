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
    },
  },
};
