import type { HoleSpec } from '../../../schema';

const RULE =
  'Each handover reads the current digit string aloud run by run: every maximal block of L equal digits d is written as the decimal number L followed by d ' +
  '(so 1 becomes 11, 11 becomes 21, 21 becomes 1211, and 1211 becomes 111221).';

export const hole: HoleSpec = {
  id: 25,
  title: 'The Handover Retelling Chain',
  category: 'sequences',
  difficulty: 5,
  variations: {
    A: {
      description:
        'The incident ticket number gets passed from one tired on-call engineer to the next, and each one retells it the only way they can at 3 a.m. ' +
        RULE +
        ' Given the starting string s (1 to 10 digits) and the number of handovers n (0 <= n <= 20), print the string after n handovers.',
      human: {
        input_format: 'One line with the digit string s (1 to 10 characters, digits 0-9) and the integer n (0 <= n <= 20), separated by a space. With n = 0 the answer is s itself.',
        output_format: 'One line: the digit string after n handovers.',
        examples: { input: '1 5\n', output: '312211\n' },
      },
      hints: ['Group consecutive equal digits; each group becomes its length followed by the digit.', 'A run can be 10 or longer in the starting string: its length is then written with several digits.'],
      par: 148,
    },
    B: {
      description:
        'Nobody reads the ticket any more, but the team wants to know how long it gets. ' +
        RULE +
        ' Given the starting string s (1 to 10 digits) and the number of handovers n (0 <= n <= 25), print the length of the string after n handovers.',
      human: {
        input_format: 'One line with the digit string s (1 to 10 characters, digits 0-9) and the integer n (0 <= n <= 25), separated by a space. With n = 0 the answer is the length of s.',
        output_format: 'One integer: the number of digits after n handovers.',
        examples: { input: '1 5\n', output: '6\n' },
      },
      hints: ['Just simulate; the strings stay below a few hundred thousand digits.'],
      par: 145,
    },
    C: {
      description:
        'You found only the latest version of the ticket and need the previous one. ' +
        RULE +
        ' The previous string never contained a run longer than 9, so every run was written as exactly two digits: a count from 1 to 9 and the digit. ' +
        'Given the current string (at most 4000 digits), print the string it was produced from, or impossible if no string with runs of at most 9 produces it in one handover.',
      human: {
        input_format: 'One line with a digit string of at most 4000 characters. The line may be empty: the empty string is produced from the empty string.',
        output_format: 'One line: the previous string (an empty line if the input is empty), or the word impossible.',
        examples: { input: '111221\n', output: '1211\n' },
      },
      hints: [
        'Read the string in pairs (count, digit).',
        'It is impossible with an odd length, a count of 0, or two neighbouring pairs with the same digit: those runs would have been merged.',
      ],
      par: 253,
    },
    D: {
      description:
        'The ticket system rejects descriptions longer than L characters, and you bet on when that will happen. ' +
        RULE +
        ' Given the starting string s (1 to 10 digits) and L (0 <= L <= 100000), print the smallest number of handovers n (0 <= n <= 100) after which the string is longer than L. ' +
        'If none of the strings after 0 to 100 handovers is longer than L, print -1.',
      human: {
        input_format: 'One line with the digit string s (1 to 10 characters, digits 0-9) and the integer L (0 <= L <= 100000), separated by a space.',
        output_format: 'One integer: the smallest n in 0..100 such that the string after n handovers has more than L digits, or -1.',
        examples: { input: '1 5\n', output: '4\n' },
      },
      hints: ['Check the length before each handover, starting with s itself.', 'Some strings never grow.'],
      par: 203,
    },
    E: {
      description:
        'A different team summarises instead of reading aloud: each handover lists, for every digit that occurs in the string, in increasing order of digit, how many times it occurs (in decimal) followed by the digit. ' +
        'So 1 becomes 11, then 21, then 1112, then 3112. Such chains always end up in a loop. ' +
        'Given the starting string t0 (at most 50 digits), let j be the first index such that t_j equals some earlier t_i; print j and the loop length j - i.',
      human: {
        input_format: 'One line with the digit string t0, at most 50 digits. The line may be empty: the summary of the empty string is empty, so the answer is then 1 1.',
        output_format: 'Two integers separated by a space: the index j of the first repeated string and the loop length j - i.',
        examples: { input: '1\n', output: '13 1\n' },
      },
      hints: ['Store every string you have seen together with its index.'],
      par: 214,
    },
  },
};
