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
      cases: [
        { tag: 'empty', input: 'A=A\n', output: '10\n' },
        { tag: 'minimum', input: 'A=B\n', output: '0\n' },
        { tag: 'tricky', input: 'AB=C\n', output: '0\n' },
        { tag: 'tricky', input: 'A+A=B\n', output: '4\n' },
        { tag: 'tricky', input: 'I+BB=ILL\n', output: '1\n' },
        { tag: 'typical', input: 'TO+GO=OUT\n', output: '1\n' },
        { tag: 'typical', input: 'PAGE+DUTY=ALERT\n', output: '26\n' },
        { tag: 'typical', input: 'DEV+OPS=TEAM\n', output: '168\n' },
        { tag: 'typical', input: 'HEAP+HEAP=STACK\n', output: '11\n' },
        { tag: 'maximum', input: 'SO+MANY+MORE+MEN+SEEM+TO+SAY=THAT\n', output: '35\n' },
        { tag: 'maximum', input: 'AB+CD+EF+GH+IJ=AAA\n', output: '2880\n' },
        { tag: 'maximum', input: 'THIS+ISA+GREAT+TIME=WASTER\n', output: '1\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'A=A\n', output: '0=0\n' },
        { tag: 'minimum', input: 'A=B\n', output: 'impossible\n' },
        { tag: 'tricky', input: 'A+A=B\n', output: '1+1=2\n' },
        { tag: 'tricky', input: 'AB=C\n', output: 'impossible\n' },
        { tag: 'tricky', input: 'I+BB=ILL\n', output: '1+99=100\n' },
        { tag: 'typical', input: 'SEND+MORE=MONEY\n', output: '9567+1085=10652\n' },
        { tag: 'typical', input: 'PAGE+DUTY=ALERT\n', output: '2175+8394=10569\n' },
        { tag: 'typical', input: 'SLEEP+LESS=NIGHT\n', output: '15337+5311=20648\n' },
        { tag: 'typical', input: 'CI+CD=RED\n', output: '60+63=123\n' },
        { tag: 'tricky', input: 'CACHE+MISS=STALLS\n', output: 'impossible\n' },
        { tag: 'maximum', input: 'SO+MANY+MORE+MEN+SEEM+TO+SAY=THAT\n', output: '10+3429+3075+352+1553+80+149=8648\n' },
        { tag: 'maximum', input: 'THIS+ISA+GREAT+TIME=WASTER\n', output: '5628+280+97405+5234=108547\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'A=A\n', output: '10\n' },
        { tag: 'minimum', input: 'A-B=C\n', output: '32\n' },
        { tag: 'tricky', input: 'A-A=B\n', output: '9\n' },
        { tag: 'tricky', input: 'AB-CD=E\n', output: '144\n' },
        { tag: 'tricky', input: 'ABC-ACB=BAC\n', output: '0\n' },
        { tag: 'typical', input: 'NIGHT-SLEEP=LESS\n', output: '17\n' },
        { tag: 'typical', input: 'COFFEE-DECAF=CHEERS\n', output: '10\n' },
        { tag: 'typical', input: 'SIX-ONE-TWO=TRI\n', output: '540\n' },
        { tag: 'typical', input: 'A+B-C=D\n', output: '400\n' },
        { tag: 'maximum', input: 'SIX+SIX+SIX-TEN-TEN+ONE+ONE-TWO=NINE\n', output: '74\n' },
        { tag: 'typical', input: 'NINE-SIX-TWO=ONE\n', output: '132\n' },
        { tag: 'tricky', input: 'FORTY+TEN+TEN-SIXTY+ONE=ONE\n', output: '1\n' },
        { tag: 'typical', input: 'ERROR+ERROR-RETRY-RETRY+PAGER=ALERT\n', output: '11\n' },
        { tag: 'maximum', input: 'SO+MANY+MORE+MEN-SEEM-TO-SAY=THAT\n', output: '176\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'A=A\n', output: 'A=?\n' },
        { tag: 'minimum', input: 'A=B\n', output: 'impossible\n' },
        { tag: 'tricky', input: 'A+A=B\n', output: 'A=? B=?\n' },
        { tag: 'tricky', input: 'I+BB=ILL\n', output: 'B=9 I=1 L=0\n' },
        { tag: 'typical', input: 'SEND+MORE=MONEY\n', output: 'D=7 E=5 M=1 N=6 O=0 R=8 S=9 Y=2\n' },
        { tag: 'typical', input: 'PAGE+DUTY=ALERT\n', output: 'A=1 D=? E=? G=? L=? P=? R=? T=? U=? Y=?\n' },
        { tag: 'typical', input: 'DEV+OPS=TEAM\n', output: 'A=? D=? E=? M=? O=? P=? S=? T=1 V=?\n' },
        { tag: 'tricky', input: 'ABC+DEF+GHI=JJJ\n', output: 'A=? B=? C=? D=? E=? F=? G=? H=? I=? J=9\n' },
        { tag: 'typical', input: 'PAGER+ALERT=WAKEUP\n', output: 'A=? E=? G=0 K=? L=? P=9 R=2 T=7 U=? W=1\n' },
        { tag: 'maximum', input: 'SO+MANY+MORE+MEN+SEEM+TO+SAY=THAT\n', output: 'A=? E=? H=? M=? N=? O=? R=? S=? T=? Y=?\n' },
        { tag: 'maximum', input: 'THIS+ISA+GREAT+TIME=WASTER\n', output: 'A=0 E=4 G=9 H=6 I=2 M=3 R=7 S=8 T=5 W=1\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'A*A=A\n', output: '2\n' },
        { tag: 'minimum', input: 'A*B=C\n', output: '4\n' },
        { tag: 'tricky', input: 'A*A=B\n', output: '2\n' },
        { tag: 'tricky', input: 'HA*HA=HAHA\n', output: '0\n' },
        { tag: 'typical', input: 'AB*C=DE\n', output: '31\n' },
        { tag: 'typical', input: 'BUG*BUG=ERRORS\n', output: '1\n' },
        { tag: 'typical', input: 'ON*CALL=AGAIN\n', output: '3\n' },
        { tag: 'typical', input: 'CPU*CPU=THREAD\n', output: '3\n' },
        { tag: 'tricky', input: 'AB*CD=CDAB\n', output: '0\n' },
        { tag: 'maximum', input: 'ABC*DE=FGHIJ\n', output: '9\n' },
        { tag: 'maximum', input: 'ABCDE*F=GHIJA\n', output: '3\n' },
      ],
    },
  },
};
