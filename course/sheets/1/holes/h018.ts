import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 18,
  title: 'Back-of-the-Napkin Incident Math',
  category: 'arithmetic',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The incident channel is full of napkin math like 3 * (200 - 15) + 40, and you have become its calculator. ' +
        'Evaluate an expression made of non-negative integers, binary + and -, * (which binds tighter than + and -), and parentheses; operators of equal precedence are evaluated left to right. ' +
        'Numbers are written in decimal without leading zeros and are at most 1000000000; spaces may appear between tokens, and parentheses nest at most 50 deep. ' +
        'The result is exact and may be far larger than 64 bits.',
      human: {
        input_format: 'One line: a valid expression of 1 to 1000 characters as described (digits, + - * ( ) and spaces). ' +
          'The emptiest input is the expression 0; print 0.',
        output_format: 'One integer: the exact value of the expression.',
        examples: { input: '2 - 3 - 4 * (5 - 6) * 7\n', output: '27\n' },
      },
      hints: ['Recursive descent: an expression is terms joined by + and -, a term is factors joined by *.', 'Subtraction is left-associative: 8 - 3 - 2 is 3.'],
      par: 21,
    },
    B: {
      description:
        'The capacity spreadsheet also needs division, remainders and negative numbers. ' +
        'Evaluate an expression of non-negative integer literals and parentheses. ' +
        'The operators are binary + and - (lowest precedence), then *, / and % (higher precedence), all left-associative, and a unary minus that applies to the number or parenthesized expression directly after it (so -2 * 3 is (-2) * 3 and 2 * -3 is allowed). ' +
        'The / operator divides and truncates toward zero, and a % b is the remainder a - (a / b) * b, which has the sign of a. ' +
        'Numbers are written in decimal without leading zeros and are at most 1000000000; spaces may appear between tokens, and parentheses nest at most 50 deep. ' +
        'No division or remainder by zero occurs, and the result is exact.',
      human: {
        input_format: 'One line: a valid expression of 1 to 1000 characters as described. ' +
          'The emptiest input is the expression 0; print 0.',
        output_format: 'One integer: the exact value of the expression.',
        examples: { input: '-7 / 2 + 7 % -3 * 10\n', output: '7\n' },
      },
      hints: ['Truncating toward zero differs from floor division for negative results: -7 / 2 is -3.', 'The remainder takes the sign of the left operand: -7 % 2 is -1 and 7 % -2 is 1.'],
      par: 611,
    },
    C: {
      description:
        'The capacity model is exponential, so the napkin math now has powers. ' +
        'Evaluate an expression of non-negative integers, parentheses, binary + and - (lowest precedence, left-associative), * (higher, left-associative) and ^ for exponentiation (highest precedence, right-associative, so 2 ^ 3 ^ 2 is 2 ^ 9). ' +
        'Numbers are written in decimal without leading zeros and are at most 1000000000; spaces may appear between tokens, and parentheses nest at most 50 deep. ' +
        'Every exponent evaluates to a value from 0 to 1000, 0 ^ 0 is 1, and no value during evaluation has more than 1000 digits.',
      human: {
        input_format: 'One line: a valid expression of 1 to 1000 characters as described (digits, + - * ^ ( ) and spaces). ' +
          'The emptiest input is the expression 0; print 0.',
        output_format: 'One integer: the exact value of the expression.',
        examples: { input: '2 ^ 3 ^ 2 - 2 * 3 ^ 2\n', output: '494\n' },
      },
      hints: ['Right-associative: parse the right operand of ^ at the same level again.', 'Values get huge: use big integers.'],
      par: 40,
    },
    D: {
      description:
        'Your incident notes are a tiny script: a few variable assignments, then one expression to evaluate. ' +
        'Each assignment line has the form name = expression, where a name is 1 to 10 lowercase letters; a later assignment to the same name replaces its value, and expressions may use any name assigned on an earlier line. ' +
        'The operators are binary + and - (lowest precedence), then *, / and % (higher precedence), all left-associative, and a unary minus that applies to the number or parenthesized expression directly after it (so -2 * 3 is (-2) * 3 and 2 * -3 is allowed). ' +
        'The / operator divides and truncates toward zero, and a % b is the remainder a - (a / b) * b, which has the sign of a. ' +
        'Numbers are written in decimal without leading zeros and are at most 1000000000; spaces may appear between tokens, and parentheses nest at most 50 deep. ' +
        'Print the value of the final expression; no division or remainder by zero occurs and values have at most 1000 digits.',
      human: {
        input_format: 'Line 1: an integer n, 0 <= n <= 100. ' +
          'Then n assignment lines, then one line with the final expression; each line has at most 200 characters. ' +
          'The emptiest input is n = 0 followed by the expression 0; print 0.',
        output_format: 'One integer: the exact value of the final expression.',
        examples: { input: '3\nusers = 1200\nerrors = users / 7 - 4\nusers = users - errors\nerrors * 100 / users\n', output: '16\n' },
      },
      hints: ['Evaluate each assignment immediately and store the value.', 'Names and numbers are different tokens: read runs of letters and runs of digits.'],
      par: 881,
    },
    E: {
      description:
        'The napkin math now comes from untrusted colleagues who sometimes divide by zero. ' +
        'Evaluate the expression as follows. ' +
        'The operators are binary + and - (lowest precedence), then *, / and % (higher precedence), all left-associative, and a unary minus that applies to the number or parenthesized expression directly after it (so -2 * 3 is (-2) * 3 and 2 * -3 is allowed). ' +
        'The / operator divides and truncates toward zero, and a % b is the remainder a - (a / b) * b, which has the sign of a. ' +
        'Numbers are written in decimal without leading zeros and are at most 1000000000; spaces may appear between tokens, and parentheses nest at most 50 deep. ' +
        'Every part of the expression is evaluated (nothing is skipped, even if multiplied by zero), and if any / or % has a right operand equal to 0, print ERROR instead of a value.',
      human: {
        input_format: 'One line: a syntactically valid expression of 1 to 1000 characters as described. ' +
          'The emptiest input is the expression 0; print 0.',
        output_format: 'One line: the exact value of the expression, or ERROR.',
        examples: { input: '10 / (5 - 5) + 1\n', output: 'ERROR\n' },
      },
      hints: ['A division by zero anywhere poisons the whole result, even inside 0 * (...).'],
      par: 655,
    },
  },
};
