import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 10,
  title: 'The Recurring Stack Trace',
  category: 'strings',
  difficulty: 10,
  variations: {
    A: {
      description:
        'Somewhere in this giant log line the same stack trace fragment appears twice, and you want the longest such fragment. ' +
        'Find the longest substring (contiguous block) of s that occurs at least twice in s; the two occurrences must start at different positions but may overlap. ' +
        'Print it; if several substrings share the maximum length, print the lexicographically smallest. ' +
        'If no character repeats at all, print NONE. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line of 0 to 10000 lowercase letters a to z. ' +
          'The empty input is an empty line; print NONE.',
        output_format: 'One line: the longest repeated substring, or NONE.',
        examples: { input: 'banana\n', output: 'ana\n' },
      },
      hints: ['Repeated substrings are common prefixes of two different suffixes.', 'Sort the suffixes: the answer is a common prefix of two neighbours.'],
      par: 450,
    },
    B: {
      description:
        'Two services crashed with different logs, and you suspect they share the same faulty fragment. ' +
        'Given lines s and t, find the longest string that is a substring (contiguous block) of both. ' +
        'Print it; if several common substrings share the maximum length, print the lexicographically smallest. ' +
        'If s and t have no character in common, print NONE. ' +
        'Each line has at most 5000 characters.',
      human: {
        input_format: 'Two lines: s, then t; each is 0 to 5000 lowercase letters a to z. ' +
          'The empty input is two empty lines; print NONE.',
        output_format: 'One line: the longest common substring, or NONE.',
        examples: { input: 'deployfailed\nrollbackfailedtwice\n', output: 'failed\n' },
      },
      hints: ['A common substring is a common prefix of a suffix of s and a suffix of t.', 'Dynamic programming over all pairs is too slow here; think suffix structures or binary search with hashing.'],
      par: 538,
    },
    C: {
      description:
        'The log deduplicator wants to know how many different fragments a line contains. ' +
        'Print the number of distinct non-empty substrings (contiguous blocks) of s; equal substrings at different positions count once. ' +
        'The line has at most 10000 characters, so listing them all is too slow.',
      human: {
        input_format: 'A single line of 0 to 10000 lowercase letters a to z. ' +
          'The empty input is an empty line; print 0.',
        output_format: 'One integer: the number of distinct non-empty substrings.',
        examples: { input: 'banana\n', output: '15\n' },
      },
      hints: ['Every substring is a prefix of some suffix.', 'In sorted suffix order, the prefixes shared with the previous suffix are the repeats.'],
      par: 422,
    },
    D: {
      description:
        'An error fragment that shows up k times is no coincidence. ' +
        'Given k and a line s, print the length of the longest substring (contiguous block) of s that occurs at least k times in s, at k different starting positions, overlaps allowed. ' +
        'If no substring occurs k times, print 0. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'Line 1: an integer k, 2 <= k <= 10000. ' +
          'Line 2: 0 to 10000 lowercase letters a to z. ' +
          'The emptiest input is k = 2 with an empty line; print 0.',
        output_format: 'One integer: the length of the longest substring occurring at least k times.',
        examples: { input: '2\nbanana\n', output: '3\n' },
      },
      hints: ['Among the sorted suffixes, k consecutive ones share a prefix as long as the smallest neighbour LCP between them.'],
      par: 648,
    },
    E: {
      description:
        'The log was clearly copy-pasted into itself, and you want the longest fragment that appears twice side by side or apart, but never overlapping. ' +
        'Print the largest L such that some substring of length L occurs at two positions i and j with i + L <= j, so the two occurrences do not overlap. ' +
        'If no character repeats, print 0. ' +
        'The line has at most 10000 characters.',
      human: {
        input_format: 'A single line of 0 to 10000 lowercase letters a to z. ' +
          'The empty input is an empty line; print 0.',
        output_format: 'One integer: the maximum length of a substring with two non-overlapping occurrences.',
        examples: { input: 'banana\n', output: '2\n' },
      },
      hints: ['If length L works, every shorter length works too: binary search on L.', 'For a fixed L, group suffixes whose common prefix is at least L and compare their smallest and largest start.'],
      par: 710,
    },
  },
};
