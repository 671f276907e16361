import type { HoleSpec } from '../../../schema';

const SYNTAX =
  'Patterns use lowercase letters (matching themselves), . (any one lowercase letter), concatenation, | (alternation, lowest precedence), parentheses for grouping, and the postfix operators * (zero or more), + (one or more) and ? (zero or one), which bind tightest. ' +
  'Alternatives may be empty, so a| and () are valid; a postfix operator always follows a letter, a dot or a closing parenthesis.';
const PFMT = 'The pattern is one line of at most 30 characters (it may be empty, matching only the empty string).';
const mk = (p: string, xs: string[]) => `${p}\n${xs.length}\n${xs.join('\n')}\n`;
const LOGS = (n: number, len: number) =>
  Array.from({ length: n }, (_, i) => Array.from({ length: len - (i % 3) * 7 }, (_, j) => 'abcdeefrrorx'[(i * 7 + j * j * 3 + j) % 12]).join(''));

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
      cases: [
        { tag: 'empty', input: mk('', ['', 'a']), output: 'YES\nNO\n' },
        { tag: 'minimum', input: mk('a', ['a']), output: 'YES\n' },
        { tag: 'tricky', input: mk('a|', ['', 'a', 'aa']), output: 'YES\nYES\nNO\n' },
        { tag: 'tricky', input: mk('()*x(|y)', ['x', 'xy', 'y', 'xyy']), output: 'YES\nYES\nNO\nNO\n' },
        { tag: 'tricky', input: mk('ab|cd*', ['ab', 'abd', 'c', 'cddd', 'abcd']), output: 'YES\nNO\nYES\nYES\nNO\n' },
        { tag: 'typical', input: mk('(a|b)*abb', ['abb', 'aabb', 'babb', 'ab', 'abba', 'bbbbbbbabb']), output: 'YES\nYES\nYES\nNO\nNO\nYES\n' },
        { tag: 'typical', input: mk('.+(log|txt)?', ['x', 'log', 'applog', 'txt', '']), output: 'YES\nYES\nYES\nYES\nNO\n' },
        { tag: 'maximum', input: mk('(a*)*(b|a+)?c*', ['a'.repeat(200), 'a'.repeat(199) + 'b', 'a'.repeat(100) + 'b' + 'c'.repeat(99), 'a'.repeat(100) + 'cb']), output: 'YES\nYES\nYES\nNO\n' },
        { tag: 'maximum', input: mk('(.*e.*r)+.*x.*', LOGS(50, 200)), output: 'NO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\nNO\nYES\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '""\n' },
        { tag: 'minimum', input: 'z\n', output: '"z"\n' },
        { tag: 'tricky', input: 'z|.\n', output: '"a"\n' },
        { tag: 'tricky', input: 'b(c|a)|ba\n', output: '"ba"\n' },
        { tag: 'tricky', input: 'x*y*\n', output: '""\n' },
        { tag: 'typical', input: '(err|warn)+(or|ing)\n', output: '"error"\n' },
        { tag: 'typical', input: 'q+(u|.)(ab|c)?d\n', output: '"qad"\n' },
        { tag: 'tricky', input: 'zz(y|x.)|zzz|z.z\n', output: '"zaz"\n' },
        { tag: 'maximum', input: '(z|y.)(x+|w?)(v|ut)(s|r)+q..\n', output: '"zvrqaa"\n' },
        { tag: 'maximum', input: 'a*(bc|b.)+c?d(e|f)(gh|g+h?)i.\n', output: '"badegia"\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n0\n', output: '1\n' },
        { tag: 'minimum', input: 'a\n1\n', output: '1\n' },
        { tag: 'tricky', input: '.*\n0\n', output: '1\n' },
        { tag: 'tricky', input: 'a|a|a\n1\n', output: '1\n' },
        { tag: 'tricky', input: '(a|.)(b|.)\n2\n', output: '676\n' },
        { tag: 'typical', input: '.*a.*\n3\n', output: '1951\n' },
        { tag: 'typical', input: '(ab|a)(bc|c)\n3\n', output: '1\n' },
        { tag: 'typical', input: '(.*)(err|or)\n10\n', output: '858873240\n' },
        { tag: 'maximum', input: '.*\n1000\n', output: '973511947\n' },
        { tag: 'maximum', input: '(a|b)*a(a|b)(a|b)(a|b)(a|b)(a|b)\n1000\n', output: '344211605\n' },
        { tag: 'maximum', input: '(.*x.*y|z+)*(q|.?)\n997\n', output: '300657573\n' },
      ],
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
      cases: [
        { tag: 'empty', input: mk('', ['', 'abc']), output: '0 0\n0 0\n' },
        { tag: 'minimum', input: mk('a', ['a']), output: '0 1\n' },
        { tag: 'tricky', input: mk('b*', ['aaabbb', 'bbb', '']), output: '0 0\n0 3\n0 0\n' },
        { tag: 'tricky', input: mk('ab|abcd|bcdef', ['zabcdefz', 'zbcde', 'zzz']), output: '1 4\n-1\n-1\n' },
        { tag: 'tricky', input: mk('(a|ab)(c|bcd)', ['abcd', 'xxabcdxx', 'abc']), output: '0 4\n2 4\n0 3\n' },
        { tag: 'typical', input: mk('err(or)?', ['timeoutxerrorxerror', 'noerr', 'eer', 'errorr']), output: '8 5\n2 3\n-1\n0 5\n' },
        { tag: 'typical', input: mk('.a.', ['aaaa', 'ba', 'xyz', 'bab']), output: '0 3\n-1\n-1\n0 3\n' },
        { tag: 'maximum', input: mk('(.*e.*r.*r)+o?.', LOGS(20, 100)), output: '0 96\n0 86\n0 82\n0 96\n0 92\n0 82\n0 100\n0 92\n0 86\n0 99\n0 93\n0 85\n0 96\n0 86\n0 82\n0 96\n0 92\n0 82\n0 100\n0 92\n' },
        { tag: 'maximum', input: mk('x(a|b)*y', ['a'.repeat(99) + 'x', 'x' + 'ab'.repeat(49) + 'y', 'y'.repeat(50) + 'x'.repeat(50)]), output: '-1\n0 100\n-1\n' },
      ],
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
      cases: [
        { tag: 'empty', input: mk('', ['', 'abc']), output: '0\n3\n' },
        { tag: 'minimum', input: mk('a', ['a']), output: '0\n' },
        { tag: 'tricky', input: mk('a+', ['', 'bbb', 'bab']), output: '-1\n-1\n2\n' },
        { tag: 'tricky', input: mk('.?', ['', 'q', 'xyz']), output: '0\n0\n2\n' },
        { tag: 'tricky', input: mk('(ab)*', ['aabb', 'bababa', 'abab']), output: '2\n2\n0\n' },
        { tag: 'typical', input: mk('ab|abcd|bcdef', ['zabcdefz', 'zbcde', 'dcba']), output: '3\n-1\n-1\n' },
        { tag: 'typical', input: mk('e.r', ['exxxr', 'er', 're', 'ezzrr']), output: '2\n-1\n-1\n2\n' },
        { tag: 'maximum', input: mk('(.*e.*r.*r)+o?.', LOGS(20, 100)), output: '4\n6\n4\n3\n1\n3\n0\n1\n0\n1\n0\n1\n4\n6\n4\n3\n1\n3\n0\n1\n' },
        { tag: 'maximum', input: mk('(a|b)*c(d|e)+f?', ['c' + 'x'.repeat(98) + 'd', 'ab'.repeat(50), 'f'.repeat(50) + 'cd'.repeat(25)]), output: '98\n-1\n74\n' },
      ],
    },
  },
};
