import type { HoleSpec } from '../../../schema';

const RULES =
  'Each letter stands for a digit 0-9, different letters for different digits and the same letter always for the same digit, and a word of two or more letters never starts with 0. ';
const SUM_INPUT =
  'One line, no spaces: k words joined by + (1 <= k <= 8), then =, then one word. Words are 1 to 10 capital letters, the puzzle uses at most 10 distinct letters and the line is at most 100 characters long. ';

export const hole: HoleSpec = {
  id: 90,
  title: 'The Ticket Title Is a Cryptarithm',
  category: 'puzzles',
  difficulty: 10,
  variations: {
    A: {
      description:
        'At 4 a.m. the ticketing system replaced every digit in the incident titles with letters, and you have decided this is a puzzle rather than a bug. ' +
        RULES +
        'Given an addition puzzle such as SEND+MORE=MONEY, print the number of letter-to-digit assignments that make the addition correct.',
      human: {
        input_format: SUM_INPUT + 'The smallest puzzle is A=A, which has 10 solutions.',
        output_format: 'One integer: the number of solutions (0 if there are none).',
        examples: { input: 'SEND+MORE=MONEY\n', output: '1\n' },
      },
      hints: [
        'Trying all 10! assignments is slow; solve column by column from the right, carrying like a schoolchild.',
        'In each column, once the addend letters are fixed, the result letter is forced.',
      ],
      par: 893,
    },
    B: {
      description:
        'The ticketing system replaced every digit in the incident titles with letters, and the on-call lead wants one concrete decoding for the report. ' +
        RULES +
        'Given an addition puzzle, write each solution as the puzzle with every letter replaced by its digit (for example 9567+1085=10652) and print the alphabetically smallest such line, or impossible if there is no solution.',
      human: {
        input_format: SUM_INPUT + 'The smallest puzzle is A=A, whose smallest decoding is 0=0.',
        output_format: 'One line: the decoded puzzle (digits, + and =), or the word impossible.',
        examples: { input: 'TO+GO=OUT\n', output: '21+81=102\n' },
      },
      hints: [
        'All decodings of one puzzle have the same length, so alphabetical order is the same as comparing the numbers left to right.',
        'Enumerate solutions column by column from the right and keep the best one.',
      ],
      par: 983,
    },
    C: {
      description:
        'The ticketing system now mangles budget tickets too, and they contain subtractions. ' +
        RULES +
        'Given a puzzle whose left side is words joined by + and - (the first word has no sign) and whose right side is a single word, such as MONEY-MORE=SEND, print the number of assignments that make the equation true.',
      human: {
        input_format:
          'One line, no spaces: k words (1 <= k <= 8) separated by + or -, then =, then one word. Words are 1 to 10 capital letters, at most 10 distinct letters appear and the line is at most 100 characters long. The smallest puzzle is A=A (10 solutions).',
        output_format: 'One integer: the number of solutions.',
        examples: { input: 'MONEY-MORE=SEND\n', output: '1\n' },
      },
      hints: [
        'Move everything to one side: the signed sum of all words must be 0.',
        'Column by column, the signed column sum plus carry must be divisible by 10; the carry can be negative.',
      ],
      par: 802,
    },
    D: {
      description:
        'The ticketing system replaced every digit in the incident titles with letters; you cannot always recover the whole title, but some letters may be certain. ' +
        RULES +
        'Given an addition puzzle, print for each distinct letter in alphabetical order either L=d if the letter L has digit d in every solution, or L=? if its digit differs between solutions; print impossible if there is no solution.',
      human: {
        input_format: SUM_INPUT + 'The smallest puzzle is A=A, whose answer is A=?.',
        output_format: 'One line: the entries L=d or L=? separated by single spaces, letters in alphabetical order; or the word impossible.',
        examples: { input: 'HEAP+HEAP=STACK\n', output: 'A=? C=? E=? H=? K=? P=? S=1 T=?\n' },
      },
      hints: ['Enumerate all solutions, then compare them letter by letter.'],
      par: 1045,
    },
    E: {
      description:
        'The capacity-planning ticket got mangled into a multiplication. ' +
        RULES +
        'Given a puzzle X*Y=Z with exactly two factors (each 1 to 5 letters) and a product word of 1 to 10 letters, print the number of assignments that make the multiplication correct.',
      human: {
        input_format:
          'One line, no spaces: a word, *, a word, =, a word. The factors have 1 to 5 capital letters, the product 1 to 10, and at most 10 distinct letters appear. The smallest puzzle is A*A=A, which has 2 solutions.',
        output_format: 'One integer: the number of solutions.',
        examples: { input: 'TWO*TWO=SQUARE\n', output: '3\n' },
      },
      hints: [
        'Digit i of the product (from the right) depends only on digits 0..i of both factors plus a carry.',
        'Assign factor digits from the right, column by column, and check or fix the product letter of each column.',
      ],
      par: 1083,
    },
  },
};
