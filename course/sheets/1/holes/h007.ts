import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 7,
  title: 'Sliding Window of Blame',
  category: 'strings',
  difficulty: 7,
  variations: {
    A: {
      description:
        'The flaky test prints a line of status characters, and you want the longest stretch where nothing repeats. ' +
        'Print the length of the longest substring (contiguous block of characters) of the line in which every character is different. ' +
        'Upper and lowercase letters are different characters. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line: a line of 0 to 10000 printable ASCII characters (codes 32 to 126; spaces are ordinary characters). ' +
          'The empty input is an empty line; print 0.',
        output_format: 'One integer: the length of the longest substring without a repeated character.',
        examples: { input: 'abcabcbb\n', output: '3\n' },
      },
      hints: ['Move a right end forward; when the new character already occurs in the window, move the left end past its previous occurrence.'],
      par: 172,
    },
    B: {
      description:
        'The log viewer can highlight at most k different characters at once, and you want the longest stretch it can fully highlight. ' +
        'Print the length of the longest substring (contiguous block of characters) of the line that contains at most k distinct characters. ' +
        'Upper and lowercase letters are different characters. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'Line 1: an integer k, 1 <= k <= 95. ' +
          'Line 2: a line of 0 to 10000 printable ASCII characters (codes 32 to 126; spaces are ordinary characters). ' +
          'The empty input is k = 1 with an empty line; print 0.',
        output_format: 'One integer: the length of the longest substring with at most k distinct characters.',
        examples: { input: '2\neceba\n', output: '3\n' },
      },
      hints: ['Keep counts of the characters in the window and shrink it from the left while it has more than k distinct ones.'],
      par: 281,
    },
    C: {
      description:
        'You need the shortest excerpt of the log line that still shows every kind of character the whole line contains. ' +
        'Print the length of the shortest substring (contiguous block of characters) that contains every distinct character of the line at least once. ' +
        'Upper and lowercase letters are different characters. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line: a line of 0 to 10000 printable ASCII characters (codes 32 to 126; spaces are ordinary characters). ' +
          'The empty input is an empty line; the empty substring already contains everything, so print 0.',
        output_format: 'One integer: the length of the shortest such substring.',
        examples: { input: 'aabcbcdbca\n', output: '4\n' },
      },
      hints: ['Extend the right end; while the window still has every character, try shrinking from the left.'],
      par: 283,
    },
    D: {
      description:
        'You remember which characters the error message contained, just not their order. ' +
        'Given a pattern p and a text t, find the shortest substring of t that contains every character of p at least as many times as it occurs in p (in any order, other characters allowed in between). ' +
        'Print that substring; if several are equally short, print the leftmost one, and if none exists, print NONE. ' +
        'Upper and lowercase letters are different characters.',
      human: {
        input_format: 'Line 1: the pattern p, 1 to 100 printable ASCII characters. ' +
          'Line 2: the text t, 0 to 10000 printable ASCII characters. ' +
          'The emptiest input has an empty text line; then print NONE.',
        output_format: 'One line: the shortest window, or NONE.',
        examples: { input: 'ABC\nADOBECODEBANC\n', output: 'BANC\n' },
      },
      hints: ['Count how many required characters are still missing from the window.', 'Repeated characters in p must be matched as many times.'],
      par: 462,
    },
    E: {
      description:
        'For the flakiness report you want to count every stretch of the status line where nothing repeats. ' +
        'Print the number of non-empty substrings (contiguous blocks, counted by position, so equal substrings at different positions count separately) in which every character is different. ' +
        'Upper and lowercase letters are different characters. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line: a line of 0 to 10000 printable ASCII characters (codes 32 to 126; spaces are ordinary characters). ' +
          'The empty input is an empty line; it has no non-empty substring, so print 0.',
        output_format: 'One integer: the number of substrings without a repeated character.',
        examples: { input: 'abca\n', output: '9\n' },
      },
      hints: ['For each right end, all windows starting at or after the leftmost valid start are valid.'],
      par: 165,
    },
  },
};
