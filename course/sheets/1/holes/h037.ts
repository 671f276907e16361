import type { HoleSpec } from '../../../schema';

const GRAMMAR =
  'An expression is built from non-negative integer literals (decimal digits, leading zeros allowed), the binary operators + - * /, unary minus, and parentheses; spaces may appear between tokens. ' +
  'Unary minus binds tightest, then * and / (left to right), then + and - (left to right).';
const LINES = (extra: string) =>
  `The first line holds n (0 <= n <= 100). Each of the next n lines holds one expression of at most 200 characters${extra}.`;

export const hole: HoleSpec = {
  id: 37,
  title: 'The Calculator in the Runbook',
  category: 'parsing',
  difficulty: 7,
  variations: {
    A: {
      description:
        'The runbook says "scale to (peak - 40) * 3 / 2 replicas" and you would rather let a program do the math at 3 a.m. ' +
        GRAMMAR +
        ' Division truncates toward zero (so -7 / 2 is -3). Given n expressions, print the value of each; no division by zero occurs and every intermediate value has absolute value at most 10^15.',
      human: {
        input_format: LINES(', literals at most 1000000000'),
        output_format: 'n lines, the integer value of each expression. Nothing at all when n = 0.',
        examples: { input: '3\n1 + 2 * 3\n(1 + 2) * 3\n-7 / 2 - -1\n', output: '7\n9\n-2\n' },
      },
      hints: ['Write one parsing function per precedence level (recursive descent).', 'Truncating division is not floor division for negative numbers.'],
      par: 612,
    },
    B: {
      description:
        'The capacity runbook also uses remainders and powers. ' +
        GRAMMAR.replace('the binary operators + - * /', 'the binary operators + - * / % ^').replace('Unary minus binds tightest, then * and /', '^ binds tightest and is right-associative (2^3^2 is 2^9), then unary minus (-2^2 is -4), then * / %') +
        ' Division truncates toward zero and % is the matching remainder, which has the sign of the left operand (-7 % 3 is -1). ' +
        'Given n expressions, print the value of each; there is no division or remainder by zero, exponents are never negative, and every intermediate value has absolute value at most 10^15.',
      human: {
        input_format: LINES(', literals at most 1000000000'),
        output_format: 'n lines, the integer value of each expression. Nothing at all when n = 0.',
        examples: { input: '3\n2^3^2\n-2^2 + 17 % 5\n-7 % 3 * 2\n', output: '512\n-2\n-2\n' },
      },
      hints: ['The right operand of ^ may itself start with a unary minus or another power.', 'Remainder: a - b * trunc(a / b).'],
      par: 779,
    },
    C: {
      description:
        'The new alerting engine wants rules in reverse Polish notation, and you have to convert the old ones. ' +
        GRAMMAR +
        ' Print each expression in postfix form: operands before their operator, binary operators as + - * /, unary minus as neg, numbers without leading zeros, tokens separated by single spaces and no parentheses.',
      human: {
        input_format: LINES(', literals at most 1000000000'),
        output_format: 'n lines, the postfix form of each expression. Nothing at all when n = 0.',
        examples: { input: '3\n1 + 2 * 3\n(1 + 2) * 3\n-(4 - 5) / 006\n', output: '1 2 3 * +\n1 2 + 3 *\n4 5 - neg 6 /\n' },
      },
      hints: ['Operators of equal precedence are left-associative: 1 - 2 - 3 becomes 1 2 - 3 -.', 'A minus is unary when it starts the expression or follows an operator or an opening parenthesis.'],
      par: 623,
    },
    D: {
      description:
        'The runbook defines helper values before using them. ' +
        GRAMMAR.replace('non-negative integer literals', 'non-negative integer literals, variable names (1 to 10 lowercase letters a-z)') +
        ' Division truncates toward zero. Each line is either an assignment name = expression, which prints nothing, or a bare expression, whose value is printed. ' +
        'If an expression uses a variable that has not been assigned yet, print ERROR instead (for an assignment, the variable then keeps its previous state); no division by zero occurs and every intermediate value has absolute value at most 10^15.',
      human: {
        input_format: LINES(', either name = expression or a bare expression; literals at most 1000000000; = appears only in assignments'),
        output_format: 'One line per bare expression with its value or ERROR, plus one ERROR line for every failed assignment, in input order.',
        examples: { input: '4\npeak = 900\nreplicas = (peak - 40) * 3 / 2\nreplicas + 1\nmargin * 2\n', output: '1291\nERROR\n' },
      },
      hints: ['Keep a dictionary of variables; a failed assignment must not create the variable.'],
      par: 911,
    },
    E: {
      description:
        'Half of the formulas in the runbook are broken, and you want to know which. ' +
        GRAMMAR +
        ' Division truncates toward zero. For each line print its value; print syntax error if the line is not a valid expression (for example 2 +, (3, 3 4, * 2, () or an empty line), or division by zero if it is valid but divides by zero somewhere.',
      human: {
        input_format: LINES(' (possibly empty) made only of digits, spaces, + - * / ( and ); literals at most 1000000000 and every intermediate value at most 10^15 in absolute value'),
        output_format: 'n lines: the value, syntax error, or division by zero. Nothing at all when n = 0.',
        examples: { input: '4\n1 + 2 * 3\n2 +\n(1 - 1) / 0\n4 / (2 - 2) +\n', output: '7\nsyntax error\ndivision by zero\nsyntax error\n' },
      },
      hints: ['Check that the whole line is consumed: leftover tokens mean a syntax error.', 'Syntax errors win over division by zero.'],
      par: 957,
    },
  },
};
