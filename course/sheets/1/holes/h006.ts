import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 6,
  title: 'Did You Mean: Typo Distance',
  category: 'strings',
  difficulty: 6,
  variations: {
    A: {
      description:
        'At 3 a.m. every command you type has typos, and the shell politely computes how wrong you are. ' +
        'The edit distance from s to t is the smallest number of single-character operations that turn s into t, where an operation inserts one character, deletes one character, or replaces one character by another. ' +
        'Print the edit distance between the two given lines (each at most 500 characters).',
      human: {
        input_format: 'Two lines: the string s, then the string t, each 0 to 500 printable ASCII characters (codes 32 to 126; a space is an ordinary character). ' +
          'The empty input is two empty lines; their distance is 0.',
        output_format: 'One integer: the edit distance.',
        examples: { input: 'kubectl\nkubetcl\n', output: '2\n' },
      },
      hints: ['Let d[i][j] be the distance between the first i characters of s and the first j of t.'],
      par: 308,
    },
    B: {
      description:
        'Your old terminal has a broken replace key: to fix a typo you can only delete a character or insert one. ' +
        'Given s and t, print the smallest number of single-character insertions and deletions that turn s into t. ' +
        'Each line has at most 500 characters.',
      human: {
        input_format: 'Two lines: the string s, then the string t, each 0 to 500 printable ASCII characters (codes 32 to 126; a space is an ordinary character). ' +
          'The empty input is two empty lines; the answer is 0.',
        output_format: 'One integer: the minimum number of insertions plus deletions.',
        examples: { input: 'kubectl\nkubetcl\n', output: '2\n' },
      },
      hints: ['Characters you keep form a common subsequence of s and t.', 'Replacing now costs two operations.'],
      par: 222,
    },
    C: {
      description:
        'The smart-autocorrect team prices each edit differently. ' +
        'Turning s into t, inserting a character costs I, deleting a character costs D, and replacing a character by a different one costs S; keeping a character is free. ' +
        'Print the minimum total cost to turn s into t. ' +
        'Note that a replacement may be more expensive than a deletion plus an insertion.',
      human: {
        input_format: 'Line 1: three integers I D S, each between 1 and 1000. ' +
          'Lines 2 and 3: the string s, then the string t, each 0 to 500 printable ASCII characters (codes 32 to 126; a space is an ordinary character). ' +
          'The empty input is 1 1 1 followed by two empty lines; the cost is 0.',
        output_format: 'One integer: the minimum total cost.',
        examples: { input: '1 2 3\nkubectl\nkubetcl\n', output: '3\n' },
      },
      hints: ['Same table as plain edit distance, with the three costs plugged in.', 'Turning empty into t costs I per character.'],
      par: 298,
    },
    D: {
      description:
        'You typed a command wrong and the shell wants to suggest the closest known one. ' +
        'The edit distance between two strings is the smallest number of single-character insertions, deletions and replacements that turn one into the other. ' +
        'Given your typo and a list of k known commands, print the command with the smallest edit distance to the typo, followed by that distance; if several commands tie, print the one that comes first in ASCII order.',
      human: {
        input_format: 'Line 1: the typo, 0 to 30 characters from a-z, 0-9 and -. ' +
          'Line 2: an integer k, 1 <= k <= 200. ' +
          'Then k lines, each a distinct known command of 1 to 30 characters from the same set. ' +
          'The emptiest input has an empty typo line; then every command is at distance equal to its length.',
        output_format: 'One line: the chosen command, a space, and its edit distance.',
        examples: { input: 'gti\n4\ngit\ngrep\ngo\ntig\n', output: 'git 2\n' },
      },
      hints: ['Compute the distance to every command and take the minimum of (distance, command).'],
      par: 336,
    },
    E: {
      description:
        'You remember roughly what the error message said, and want to know how closely the log line matches it somewhere. ' +
        'Given a pattern p and a text t, find the substring of t (possibly empty, any start, any end) with the smallest edit distance to p, where the edit distance counts single-character insertions, deletions and replacements. ' +
        'Print that smallest distance. ' +
        'The pattern has at most 100 characters, the text at most 2000.',
      human: {
        input_format: 'Line 1: the pattern p, 0 to 100 printable ASCII characters. ' +
          'Line 2: the text t, 0 to 2000 printable ASCII characters. ' +
          'The empty input is two empty lines; the empty pattern matches the empty substring, so print 0.',
        output_format: 'One integer: the smallest edit distance between p and a substring of t.',
        examples: { input: 'timeout\n2024 ERR tmieout after 30s\n', output: '2\n' },
      },
      hints: ['Classic edit distance, but starting anywhere in t is free: the first row is all zeros.', 'The answer is the minimum over the last row.'],
      par: 249,
    },
  },
};
