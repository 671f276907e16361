import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 9,
  title: 'Decompress the Incident Report',
  category: 'strings',
  difficulty: 9,
  variations: {
    A: {
      description:
        'The monitoring agent compresses its reports to save bandwidth, and you have to read one at 4 a.m. ' +
        'A compressed report is a sequence of items; an item is a lowercase letter a to z, or a repetition k[X], where k is a decimal integer from 1 to 1000 without leading zeros and X is a non-empty compressed report. ' +
        'The expansion of a letter is itself, the expansion of k[X] is the expansion of X written k times in a row, and the expansion of a sequence is the concatenation of the expansions of its items. ' +
        'Print the expansion of the given report. ' +
        'The report has at most 2000 characters and its expansion at most 10000.',
      human: {
        input_format: 'A single line: a valid compressed report of 0 to 2000 characters whose expansion has at most 10000 characters. ' +
          'The empty input is an empty line; its expansion is empty, so print an empty line.',
        output_format: 'One line: the expansion.',
        examples: { input: '2[ab3[c]]d\n', output: 'abcccabcccd\n' },
      },
      hints: ['Recursion or a stack of (partial string, multiplier) pairs both work.', 'Counts can have several digits.'],
      par: 276,
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'a\n', output: 'a\n' },
        { tag: 'minimum', input: '1[a]\n', output: 'a\n' },
        { tag: 'tricky', input: '10[x]\n', output: 'xxxxxxxxxx\n' },
        { tag: 'tricky', input: '2[2[2[z]]]y\n', output: 'zzzzzzzzy\n' },
        { tag: 'typical', input: 'err3[o]r2[ping]\n', output: 'errooorpingping\n' },
        { tag: 'typical', input: 'a2[b3[c]d]e\n', output: 'abcccdbcccde\n' },
        { tag: 'tricky', input: '1[1[1[q]]]2[r]1[s]\n', output: 'qrrs\n' },
        { tag: 'maximum', input: '2['.repeat(13) + 'a' + ']'.repeat(13) + '\n', output: 'a'.repeat(8192) + '\n' },
        { tag: 'maximum', input: '1000[abcdefghij]\n', output: 'abcdefghij'.repeat(1000) + '\n' },
        { tag: 'maximum', input: '1['.repeat(666) + 'x' + ']'.repeat(666) + '\n', output: 'x\n' },
      ],
    },
    B: {
      description:
        'Before expanding a monitoring report you want to know whether it will fit in memory at all. ' +
        'A compressed report is a sequence of items; an item is a lowercase letter a to z, or a repetition k[X], where k is a decimal integer from 1 to 1000 without leading zeros and X is a non-empty compressed report. ' +
        'The expansion of a letter is itself, the expansion of k[X] is the expansion of X written k times in a row, and the expansion of a sequence is the concatenation of the expansions of its items. ' +
        'Print the exact length of the expansion of the given report, which can be astronomically large. ' +
        'The report has at most 2000 characters.',
      human: {
        input_format: 'A single line: a valid compressed report of 0 to 2000 characters. ' +
          'The empty input is an empty line; print 0.',
        output_format: 'One integer: the length of the expansion, in decimal without leading zeros.',
        examples: { input: '2[ab3[c]]d\n', output: '11\n' },
      },
      hints: ['Never build the expansion: lengths multiply.', 'You need arbitrary-precision integers.'],
      par: 363,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n', output: '1\n' },
        { tag: 'tricky', input: '1000[1000[1000[xy]]]\n', output: '2000000000\n' },
        { tag: 'tricky', input: '2[2[2[z]]]y\n', output: '9\n' },
        { tag: 'typical', input: 'err3[o]r2[ping]\n', output: '15\n' },
        { tag: 'typical', input: 'a2[b3[c]d]e\n', output: '12\n' },
        { tag: 'tricky', input: '1[1[1[q]]]2[r]1[s]\n', output: '4\n' },
        { tag: 'maximum', input: '2['.repeat(600) + 'a' + ']'.repeat(600) + '\n', output: (2n ** 600n).toString() + '\n' },
        { tag: 'maximum', input: '999[a'.repeat(300) + 'z' + ']'.repeat(300) + '\n', output: Array.from({ length: 300 }, () => 999n).reduce((n, k) => k * (1n + n), 1n).toString() + '\n' },
        { tag: 'maximum', input: Array.from({ length: 100 }, (_, i) => (i % 9 + 2) + '[' + 'pager'.slice(0, 1 + i % 5) + ']').join('') + 'z' + '\n', output: '1791\n' },
      ],
    },
    C: {
      description:
        'The on-call bot was asked for character number k of a huge compressed report and froze trying to expand it. ' +
        'A compressed report is a sequence of items; an item is a lowercase letter a to z, or a repetition k[X], where k is a decimal integer from 1 to 1000 without leading zeros and X is a non-empty compressed report. ' +
        'The expansion of a letter is itself, the expansion of k[X] is the expansion of X written k times in a row, and the expansion of a sequence is the concatenation of the expansions of its items. ' +
        'Print the k-th character (counting from 1) of the expansion of the report, or OUT OF RANGE if the expansion has fewer than k characters. ' +
        'The report has at most 2000 characters, and k is at most 10^18.',
      human: {
        input_format: 'Line 1: an integer k, 1 <= k <= 10^18. ' +
          'Line 2: a valid compressed report of 0 to 2000 characters. ' +
          'The emptiest input has an empty report line; then every k is out of range.',
        output_format: 'One line: a single lowercase letter, or OUT OF RANGE.',
        examples: { input: '6\n2[ab3[c]]d\n', output: 'a\n' },
      },
      hints: ['Compute the length of every repetition first.', 'Inside k[X], only position modulo the length of X matters.'],
      par: 719,
      cases: [
        { tag: 'empty', input: '1\n\n', output: 'OUT OF RANGE\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'tricky', input: '2\na\n', output: 'OUT OF RANGE\n' },
        { tag: 'tricky', input: '11\n2[ab3[c]]d\n', output: 'd\n' },
        { tag: 'tricky', input: '12\n2[ab3[c]]d\n', output: 'OUT OF RANGE\n' },
        { tag: 'typical', input: '7\nerr3[o]r2[ping]\n', output: 'r\n' },
        { tag: 'typical', input: '999999999\n1000[1000[1000[xy]]]\n', output: 'x\n' },
        { tag: 'typical', input: '1000000000\n1000[1000[1000[xy]]]\n', output: 'y\n' },
        { tag: 'maximum', input: '1000000000000000000\n' + '2['.repeat(600) + 'a' + ']'.repeat(600) + '\n', output: 'a\n' },
        { tag: 'maximum', input: '1000000000000000000\n' + '999[a'.repeat(300) + 'z' + ']'.repeat(300) + '\n', output: 'z\n' },
        { tag: 'maximum', input: '987654321987654321\n' + 'q1000[1000[1000[1000[1000[1000[abc]]]]]]z\n', output: 'b\n' },
        { tag: 'maximum', input: '1000000000000000000\n' + Array.from({ length: 100 }, (_, i) => (i % 9 + 2) + '[' + 'pager'.slice(0, 1 + i % 5) + ']').join('') + 'z' + '\n', output: 'OUT OF RANGE\n' },
      ],
    },
    D: {
      description:
        'The report is full of repeated alert codes, and you want to know which letter dominates it without expanding it. ' +
        'A compressed report is a sequence of items; an item is a lowercase letter a to z, or a repetition k[X], where k is a decimal integer from 1 to 1000 without leading zeros and X is a non-empty compressed report. ' +
        'The expansion of a letter is itself, the expansion of k[X] is the expansion of X written k times in a row, and the expansion of a sequence is the concatenation of the expansions of its items. ' +
        'Print the number of times the most frequent letter occurs in the expansion, a space, and that letter; if several letters tie, report the alphabetically first one. ' +
        'The report has at most 2000 characters, and counts can be astronomically large.',
      human: {
        input_format: 'A single line: a valid compressed report of 0 to 2000 characters. ' +
          'The empty input is an empty line; there is no letter, so print just 0.',
        output_format: 'One line: the count, a space and the letter; or 0 for an empty expansion.',
        examples: { input: '2[ab3[c]]d\n', output: '6 c\n' },
      },
      hints: ['Keep 26 counters per repetition and multiply them by k.', 'You need arbitrary-precision integers.'],
      par: 538,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n', output: '1 a\n' },
        { tag: 'tricky', input: 'ba\n', output: '1 a\n' },
        { tag: 'tricky', input: '3[b]aaa\n', output: '3 a\n' },
        { tag: 'typical', input: 'err3[o]r2[ping]\n', output: '3 o\n' },
        { tag: 'typical', input: 'a2[b3[c]d]e\n', output: '6 c\n' },
        { tag: 'tricky', input: '1000[1000[1000[xy]]]\n', output: '1000000000 x\n' },
        { tag: 'maximum', input: '2['.repeat(600) + 'a' + ']'.repeat(600) + '\n', output: (2n ** 600n).toString() + ' a\n' },
        { tag: 'maximum', input: '999[a'.repeat(300) + 'z' + ']'.repeat(300) + '\n', output: Array.from({ length: 300 }, () => 999n).reduce((n, k) => k * (1n + n), 0n).toString() + ' a\n' },
        { tag: 'maximum', input: Array.from({ length: 100 }, (_, i) => (i % 9 + 2) + '[' + 'pager'.slice(0, 1 + i % 5) + ']').join('') + 'z' + '\n', output: '596 p\n' },
      ],
    },
    E: {
      description:
        'The new agent switched to a postfix compression format inspired by chemical formulas. ' +
        'A report is a sequence of items; an item is a lowercase letter or a group (X) where X is a non-empty report, and an item may be directly followed by a decimal count from 2 to 10000 (no leading zeros) meaning it is written that many times. ' +
        'So ab3 expands to abbb, (ab)3 to ababab, and (a(bc)2)2 to abcbcabcbc. ' +
        'Print the expansion of the given report; it has at most 2000 characters and its expansion at most 10000.',
      human: {
        input_format: 'A single line: a valid report in this format, 0 to 2000 characters, whose expansion has at most 10000 characters. ' +
          'The empty input is an empty line; then print an empty line.',
        output_format: 'One line: the expansion.',
        examples: { input: 'ab3(xy(z)2)2\n', output: 'abbbxyzzxyzz\n' },
      },
      hints: ['A count applies only to the single item right before it: a letter or a whole group.'],
      par: 297,
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'a\n', output: 'a\n' },
        { tag: 'minimum', input: '(a)\n', output: 'a\n' },
        { tag: 'tricky', input: 'a10\n', output: 'aaaaaaaaaa\n' },
        { tag: 'tricky', input: '((z)2)2y\n', output: 'zzzzy\n' },
        { tag: 'typical', input: 'er2o3r(ping)2\n', output: 'errooorpingping\n' },
        { tag: 'typical', input: 'a(b(c)3d)2e\n', output: 'abcccdbcccde\n' },
        { tag: 'tricky', input: 'ab2c(d)e3\n', output: 'abbcdeee\n' },
        { tag: 'maximum', input: '('.repeat(13) + 'a' + ')2'.repeat(13) + '\n', output: 'a'.repeat(8192) + '\n' },
        { tag: 'maximum', input: '(abcdefghij)1000\n', output: 'abcdefghij'.repeat(1000) + '\n' },
        { tag: 'maximum', input: '('.repeat(999) + 'x' + ')'.repeat(999) + '\n', output: 'x\n' },
      ],
    },
  },
};
