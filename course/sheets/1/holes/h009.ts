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
    },
  },
};
