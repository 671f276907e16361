import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 8,
  title: 'Deja Vu in the Logs',
  category: 'strings',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The retry loop printed the same chunk over and over, and you want to know how short that chunk is. ' +
        'Given a line s, print the smallest positive length p such that s is exactly some number of back-to-back copies of its first p characters. ' +
        'If s is not a repetition of any shorter block, the answer is the length of s itself. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line of 0 to 10000 lowercase letters a to z. ' +
          'The empty input is an empty line; print 0.',
        output_format: 'One integer: the length of the shortest repeating block.',
        examples: { input: 'retryretryretry\n', output: '5\n' },
      },
      hints: ['Only divisors of the length can work.', 'With the prefix function, n - pi[n-1] is the candidate period.'],
      par: 180,
    },
    B: {
      description:
        'A border of a log line is a piece that is both a proper prefix and a suffix of it, like the timestamp that starts and ends a rotated log. ' +
        'Given a line s, print the lengths of all its non-empty proper borders (lengths L with 1 <= L < length of s such that the first L characters equal the last L characters), in increasing order. ' +
        'If there are none, print NONE. ' +
        'The line has at most 3000 characters.',
      human: {
        input_format: 'A single line of 0 to 3000 lowercase letters a to z. ' +
          'The empty input is an empty line; it has no border, so print NONE.',
        output_format: 'One line: the border lengths in increasing order separated by single spaces, or NONE.',
        examples: { input: 'abacaba\n', output: '1 3\n' },
      },
      hints: ['Borders can overlap: aaaa has borders 1, 2 and 3.', 'The prefix function lists them by following pi from the end.'],
      par: 215,
    },
    C: {
      description:
        'You are hunting a log fragment that opened the file, closed the file, and also showed up somewhere in between. ' +
        'Given a line s of length n, find the longest non-empty string t that is a prefix of s, is a suffix of s, and also occurs in s starting at some position other than the very start and other than n - |t| (so it has a third, distinct occurrence). ' +
        'Print t, or NOT FOUND if no such string exists. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line of 0 to 10000 lowercase letters a to z. ' +
          'The empty input is an empty line; print NOT FOUND.',
        output_format: 'One line: the string t, or NOT FOUND.',
        examples: { input: 'fixprefixsuffix\n', output: 'fix\n' },
      },
      hints: ['Candidates are the borders of s; check them from the longest down.', 'A prefix of length L occurs ending at position i < n - 1 exactly when some pi[i] >= L.'],
      par: 278,
    },
    D: {
      description:
        'Superstition says a log line that reads the same backwards never triggers a page, so you want to pad yours. ' +
        'Given a line s, print the minimum number of characters that must be appended to the end of s to make it a palindrome (a string equal to its reverse). ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line of 0 to 10000 lowercase letters a to z. ' +
          'The empty input is an empty line; it is already a palindrome, so print 0.',
        output_format: 'One integer: the minimum number of characters to append.',
        examples: { input: 'abcdc\n', output: '2\n' },
      },
      hints: ['Keep the longest suffix of s that is already a palindrome; mirror the rest.', 'KMP on reverse(s) + # + s finds it in linear time.'],
      par: 203,
    },
    E: {
      description:
        'The ring buffer dumped its log rotated by an unknown amount, and the canonical form starts at the rotation that sorts first. ' +
        'For a line s of length n, the rotation starting at index i (0-based) is s[i..n-1] followed by s[0..i-1]. ' +
        'Print the index i whose rotation is lexicographically smallest; if several rotations are equally smallest, print the smallest such index. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line of 0 to 10000 lowercase letters a to z. ' +
          'The empty input is an empty line; print 0.',
        output_format: 'One integer: the starting index of the smallest rotation.',
        examples: { input: 'pagerpage\n', output: '6\n' },
      },
      hints: ['Equal rotations happen when s is periodic: abab has rotations 0 and 2 equal.', 'There are linear-time algorithms, but comparing rotations cleverly is enough here.'],
      par: 78,
    },
  },
};
