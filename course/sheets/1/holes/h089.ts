import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 89,
  title: 'Postmortem Island: Honest Engineers and Liars',
  category: 'puzzles',
  difficulty: 9,
  variations: {
    A: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is either honest (every statement they make is true) or a liar (every statement they make is false). ' +
        'Each statement line reads X: expression, meaning engineer X claims the expression; in an expression a letter Y stands for "Y is honest", with ! (not), & (and), | (or) and parentheses. ' +
        '! binds tightest, then &, then |; & and | are left-associative. Print how many of the 2^n honest/liar assignments are consistent with every statement (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'A person may make several statements or none. The emptiest input is n = 0 with no statements: one (empty) assignment, so print 1.',
        output_format: 'One integer: the number of consistent assignments.',
        examples: { input: '3\nA: !B\nB: !C\nC: !A & !B\n', output: '1\n' },
      },
      hints: ['Try all 2^n assignments; each statement must evaluate to true exactly when its speaker is honest.', 'Parse each expression once (recursive descent: or -> and -> not -> atom), then evaluate it many times.'],
      par: 542,
    },
    B: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is either honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression, meaning X claims the expression; a letter Y stands for "Y is honest", with ! (not), & (and), | (or) and parentheses, ! binding tightest, then &, then |. ' +
        'If exactly one honest/liar assignment is consistent with all statements, print the honest engineers\' letters in alphabetical order (or nobody if there are none); print contradiction if no assignment works and ambiguous if several do. ' +
        'There are at most 10 engineers and 20 statements.',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: the single (empty) assignment has nobody honest, so print nobody.',
        output_format: 'One line: the honest letters concatenated (for example ACF), or nobody, contradiction or ambiguous.',
        examples: { input: '3\nA: !B\nB: !C\nC: !A & !B\n', output: 'B\n' },
      },
      hints: ['Check all 2^n assignments and keep the consistent ones.', 'A speaker\'s statement must be true if and only if the speaker is honest.'],
      par: 700,
    },
    C: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression; a letter Y stands for "Y is honest", with ! (not), & (and), | (or), > (implies: P > Q is false only when P is true and Q is false) and parentheses. ' +
        'Precedence from tightest to loosest is !, &, |, >; & and | are left-associative while > is right-associative (A > B > C means A > (B > C)). Print how many of the 2^n assignments are consistent with every statement (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: print 1.',
        output_format: 'One integer: the number of consistent assignments.',
        examples: { input: '3\nA: B > C\nB: !A\nC: A | B > B\n', output: '1\n' },
      },
      hints: ['Add one more level to a recursive-descent parser: imp -> or [ > imp ].', 'Right-associativity falls out naturally if the right operand is parsed by a recursive call.'],
      par: 1128,
    },
    D: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression; a letter Y stands for "Y is honest", with ! (not), & (and), | (or) and parentheses, ! binding tightest, then &, then |. ' +
        'Across all honest/liar assignments consistent with the statements, print for each engineer in alphabetical order H if they are honest in all of them, L if they are a liar in all of them and ? otherwise, or print contradiction if no assignment is consistent (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: the answer is the empty string, printed as an empty line.',
        output_format: 'One line: a string of n characters from H, L, ? (one per engineer, A first), or the word contradiction.',
        examples: { input: '3\nA: !B\nB: !C\nC: !A & !B\n', output: 'LHL\n' },
      },
      hints: ['Collect every consistent assignment, then look at each engineer column by column.'],
      par: 711,
    },
    E: {
      description:
        'The postmortem meeting has n engineers, named by the first n capital letters; each is honest (all their statements are true) or a liar (all their statements are false). ' +
        'Each statement line reads X: expression; a letter Y stands for "Y is honest" and a single digit d stands for "exactly d of the n engineers (speaker included) are honest", combined with ! (not), & (and), | (or) and parentheses, ! binding tightest, then &, then |. ' +
        'Print the smallest possible number of honest engineers over all assignments consistent with every statement, or -1 if no assignment is consistent (0 <= n <= 10).',
      human: {
        input_format:
          'The first line holds n (0 <= n <= 10). Up to 20 statement lines follow, each at most 80 characters, of the form X: expression, using only the first n letters and digits 0-9; spaces may appear anywhere between tokens. ' +
          'The emptiest input is n = 0 with no statements: print 0.',
        output_format: 'One integer: the minimum number of honest engineers, or -1.',
        examples: { input: '3\nA: 0\nB: 1\nC: 2 | A\n', output: '1\n' },
      },
      hints: ['A digit atom depends on the whole assignment, not on one person: count the honest ones first.', 'Enumerate all 2^n assignments.'],
      par: 652,
    },
  },
};
