import type { HoleSpec } from '../../../schema';

const SYNTAX =
  'Patterns use lowercase letters (matching themselves), . (any one lowercase letter), concatenation, | (alternation, lowest precedence), parentheses for grouping, and the postfix operators * (zero or more), + (one or more) and ? (zero or one), which bind tightest. ' +
  'Alternatives may be empty, so a| and () are valid; a postfix operator always follows a letter, a dot or a closing parenthesis.';
const PFMT = 'The pattern is one line of at most 30 characters (it may be empty, matching only the empty string).';
const mk = (p: string, xs: string[]) => `${p}\n${xs.length}\n${xs.join('\n')}\n`;

export const hole: HoleSpec = {
  id: 40,
  title: 'Grep Without Grep',
  category: 'parsing',
  difficulty: 10,
  variations: {
    A: {
      description:
        'The jump host has no grep, no sed and no scripting language you trust, so you write your own pattern matcher. ' +
        SYNTAX +
        ' Given a pattern and q strings, print for each string whether the pattern matches the whole string.',
      human: {
        input_format: PFMT + ' The second line holds q (0 <= q <= 50), followed by q lines, each with at most 200 lowercase letters (a line may be empty).',
        output_format: 'q lines: YES if the whole string matches, NO otherwise.',
        examples: { input: mk('(err|warn)+.?', ['errwarn', 'warnx', 'er', '']), output: 'YES\nYES\nNO\nNO\n' },
      },
      hints: ['Build a nondeterministic automaton (Thompson construction) and track the set of active states.', 'Backtracking can blow up on patterns like (a*)*b.'],
      par: 1629,
    },
    B: {
      description:
        'To write a regression test for an alert rule you need one example that triggers it, as short as possible. ' +
        SYNTAX +
        ' Given a pattern, print the shortest string it matches; if there are several, the alphabetically smallest one.',
      human: {
        input_format: 'One line with the pattern. ' + PFMT,
        output_format: 'One line: the string in double quotes (print "" when the empty string matches).',
        examples: { input: '(ab|b)*c?d+|x(y|.)\n', output: '"d"\n' },
      },
      hints: ['First compute, for every automaton state, how many letters are still needed to reach acceptance.', 'Then choose letters greedily, smallest first, while staying on shortest paths; . can be any letter, so it prefers a.'],
      par: 2197,
    },
    C: {
      description:
        'Security asks how many different log tokens of length exactly n an alert rule would catch. ' +
        SYNTAX +
        ' Given a pattern and n (0 <= n <= 1000), print how many distinct strings of exactly n lowercase letters match the whole pattern, modulo 1000000007.',
      human: {
        input_format: 'The first line holds the pattern. ' + PFMT + ' The second line holds n (0 <= n <= 1000).',
        output_format: 'One integer: the number of matching strings of length n, modulo 1000000007.',
        examples: { input: 'a.|.a\n2\n', output: '51\n' },
      },
      hints: [
        'Count strings, not paths: turn the automaton into a deterministic one (subset construction) before counting.',
        'Letters that do not appear in the pattern all behave the same, so count them as one class with a weight.',
      ],
      par: 2287,
    },
    D: {
      description:
        'Your home-made grep must also show where a pattern occurs inside a log line. ' +
        SYNTAX +
        ' For each line, find the leftmost position where some substring starting there matches the whole pattern (possibly the empty substring), and among the matches starting there take the longest; print its start and length.',
      human: {
        input_format: PFMT + ' The second line holds q (0 <= q <= 20), followed by q lines, each with at most 100 lowercase letters (a line may be empty).',
        output_format: 'q lines: the 0-based start index and the length of the leftmost-longest match separated by a space, or -1 if no substring matches.',
        examples: { input: mk('er+(or)?', ['xxerrorxx', 'eor', 'xeerrr']), output: '2 5\n-1\n2 4\n' },
      },
      hints: ['Try start positions from left to right; from each start, feed characters until the active set is empty and remember the last accepting length.', 'A pattern that matches the empty string matches at position 0.'],
      par: 1842,
    },
    E: {
      description:
        'The log lines are full of noise; you want to know how much must be thrown away before a line fits the expected format. ' +
        SYNTAX +
        ' For each line, print the smallest number of characters to delete (anywhere, keeping the order of the others) so that the remaining string matches the whole pattern, or -1 if that is impossible.',
      human: {
        input_format: PFMT + ' The second line holds q (0 <= q <= 20), followed by q lines, each with at most 100 lowercase letters (a line may be empty).',
        output_format: 'q lines: the minimum number of deletions, or -1.',
        examples: { input: mk('err(or)?', ['xexrrorx', 'er', 'erorr']), output: '3\n-1\n2\n' },
      },
      hints: ['Track, for every automaton state, the fewest deletions needed to be there after reading a prefix.', 'Deleting a character keeps the state and costs 1; epsilon moves cost nothing.'],
      par: 2182,
    },
  },
};
