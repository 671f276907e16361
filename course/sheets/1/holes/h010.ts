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
      cases: [
        { tag: 'empty', input: '\n', output: 'NONE\n' },
        { tag: 'minimum', input: 'a\n', output: 'NONE\n' },
        { tag: 'minimum', input: 'aa\n', output: 'a\n' },
        { tag: 'tricky', input: 'abcdefg\n', output: 'NONE\n' },
        { tag: 'tricky', input: 'bcbcaaa\n', output: 'aa\n' },
        { tag: 'typical', input: 'mississippi\n', output: 'issi\n' },
        { tag: 'typical', input: 'timeouttimeoutretrytimeout\n', output: 'timeout\n' },
        { tag: 'tricky', input: 'abab\n', output: 'ab\n' },
        { tag: 'maximum', input: 'a'.repeat(10000) + '\n', output: 'a'.repeat(9999) + '\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 1; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('') + '\n', output: 'kokku\n' },
        { tag: 'maximum', input: 'abcdefghij'.repeat(1000) + '\n', output: 'abcdefghij'.repeat(999) + '\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 7; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return 'acgt'[(h >>> 0) % 4]; }).join('') + '\n', output: 'gattaaaaagggt\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n\n', output: 'NONE\n' },
        { tag: 'minimum', input: 'a\na\n', output: 'a\n' },
        { tag: 'tricky', input: 'abc\ndef\n', output: 'NONE\n' },
        { tag: 'tricky', input: 'abxcd\ncdyab\n', output: 'ab\n' },
        { tag: 'typical', input: 'xabcyz\nzzabcw\n', output: 'abc\n' },
        { tag: 'typical', input: 'connectionreset\nresetbyconnection\n', output: 'connection\n' },
        { tag: 'tricky', input: 'aaaa\naa\n', output: 'aa\n' },
        { tag: 'tricky', input: 'abc\n\n', output: 'NONE\n' },
        { tag: 'maximum', input: Array.from({ length: 5000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 11; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('') + '\n' + Array.from({ length: 5000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 23; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('') + '\n', output: 'ckyqe\n' },
        { tag: 'maximum', input: 'a'.repeat(5000) + '\n' + 'a'.repeat(4000) + 'b'.repeat(1000) + '\n', output: 'a'.repeat(4000) + '\n' },
        { tag: 'maximum', input: Array.from({ length: 5000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 3; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return 'acgt'[(h >>> 0) % 4]; }).join('') + '\n' + Array.from({ length: 5000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 9; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return 'acgt'[(h >>> 0) % 4]; }).join('') + '\n', output: 'tgctaggaattc\n' },
        { tag: 'maximum', input: ((s) => s + '\n' + 'zz' + s.slice(1000, 3000) + 'zz' + s.slice(4000) + '\n')(Array.from({ length: 5000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 5; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('')), output: Array.from({ length: 5000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 5; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('').slice(1000, 3000) + '\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n', output: '1\n' },
        { tag: 'tricky', input: 'aaa\n', output: '3\n' },
        { tag: 'tricky', input: 'abc\n', output: '6\n' },
        { tag: 'typical', input: 'mississippi\n', output: '53\n' },
        { tag: 'typical', input: 'timeouttimeoutretrytimeout\n', output: '290\n' },
        { tag: 'tricky', input: 'abab\n', output: '7\n' },
        { tag: 'maximum', input: 'a'.repeat(10000) + '\n', output: '10000\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 1; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('') + '\n', output: '49983140\n' },
        { tag: 'maximum', input: 'ab'.repeat(5000) + '\n', output: '19999\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 7; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return 'acgt'[(h >>> 0) % 4]; }).join('') + '\n', output: '49946500\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '2\n\n', output: '0\n' },
        { tag: 'minimum', input: '2\na\n', output: '0\n' },
        { tag: 'tricky', input: '4\naaaa\n', output: '1\n' },
        { tag: 'tricky', input: '5\naaaa\n', output: '0\n' },
        { tag: 'typical', input: '3\nbanana\n', output: '1\n' },
        { tag: 'typical', input: '3\ntimeouttimeoutretrytimeout\n', output: '7\n' },
        { tag: 'tricky', input: '2\nabcdefg\n', output: '0\n' },
        { tag: 'maximum', input: '2\n' + 'a'.repeat(10000) + '\n', output: '9999\n' },
        { tag: 'maximum', input: '10000\n' + 'a'.repeat(10000) + '\n', output: '1\n' },
        { tag: 'maximum', input: '3\n' + Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 1; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('') + '\n', output: '4\n' },
        { tag: 'maximum', input: '500\n' + 'abcdefghij'.repeat(1000) + '\n', output: '5010\n' },
        { tag: 'maximum', input: '20\n' + Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 7; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return 'acgt'[(h >>> 0) % 4]; }).join('') + '\n', output: '5\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n', output: '0\n' },
        { tag: 'tricky', input: 'aaa\n', output: '1\n' },
        { tag: 'tricky', input: 'aaaa\n', output: '2\n' },
        { tag: 'typical', input: 'abcabc\n', output: '3\n' },
        { tag: 'typical', input: 'timeouttimeoutretrytimeout\n', output: '7\n' },
        { tag: 'tricky', input: 'abababa\n', output: '3\n' },
        { tag: 'tricky', input: 'abcdefg\n', output: '0\n' },
        { tag: 'maximum', input: 'a'.repeat(10000) + '\n', output: '5000\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 1; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return String.fromCharCode(97 + (h >>> 0) % 26); }).join('') + '\n', output: '5\n' },
        { tag: 'maximum', input: 'ab'.repeat(4999) + 'c\n', output: '4998\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => { let h = Math.imul(i + 1, 0x9e3779b1) + 7; h ^= h >>> 15; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; return 'acgt'[(h >>> 0) % 4]; }).join('') + '\n', output: '13\n' },
      ],
    },
  },
};
