import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 4,
  title: 'Run-Length Log Squeezer',
  category: 'strings',
  difficulty: 4,
  variations: {
    A: {
      description:
        'The log shipper bills by the byte, and the health checker writes the same letter thousands of times in a row. ' +
        'Compress a line with run-length encoding: split it into maximal runs of one repeated character and write each run as its length in decimal followed by the character. ' +
        'A run of length 1 is still written with its count, so abc becomes 1a1b1c.',
      human: {
        input_format: 'A single line of 0 to 5000 ASCII letters (a to z and A to Z; upper and lowercase are different characters). ' +
          'The empty input is an empty line; then print an empty line.',
        output_format: 'One line: the encoding, runs in order, with no separators.',
        examples: { input: 'aaabccddddA\n', output: '3a1b2c4d1A\n' },
      },
      hints: ['A run ends where the next character differs.', 'Counts can have several digits.'],
      par: 96,
    },
    B: {
      description:
        'A colleague left you a compressed log line and went to sleep. ' +
        'In the compressed form, each letter may be followed by a decimal count; a letter without a count stands for one copy of itself, and a letter with count n stands for n copies. ' +
        'Expand the line and print it: for example a3bc12 becomes aaab followed by c twelve times.',
      human: {
        input_format: 'A single line of 0 to 10000 characters, each an ASCII letter or a decimal digit. ' +
          'It is empty or starts with a letter; every count is between 1 and 10000, has no leading zeros, and the expanded line has at most 10000 characters. ' +
          'The empty input is an empty line; then print an empty line.',
        output_format: 'One line: the expanded text.',
        examples: { input: 'z3Zpag2er\n', output: 'zzzZpagger\n' },
      },
      hints: ['Read a letter, then greedily read all digits that follow it.'],
      par: 94,
    },
    C: {
      description:
        'Your teammate prefers a "compact" run-length encoding for the log archive. ' +
        'Split the line into maximal runs of one repeated character; write a run of length 1 as just the character, and a longer run as the character followed by its length in decimal. ' +
        'For example aaabcc becomes a3bc2.',
      human: {
        input_format: 'A single line of 0 to 5000 ASCII letters (a to z and A to Z; upper and lowercase are different characters). ' +
          'The empty input is an empty line; then print an empty line.',
        output_format: 'One line: the compact encoding, runs in order, with no separators.',
        examples: { input: 'aaabccddddA\n', output: 'a3bc2d4A\n' },
      },
      hints: ['Lone characters carry no count at all.'],
      par: 117,
    },
    D: {
      description:
        'Somewhere in the health-check log a single letter repeats for ages, and that is probably where the service hung. ' +
        'Find the longest run of one repeated character in the line. ' +
        'Print its length and the character, separated by one space; if several runs share the maximum length, report the one that appears first.',
      human: {
        input_format: 'A single line of 0 to 10000 ASCII letters (a to z and A to Z; upper and lowercase are different characters). ' +
          'The empty input is an empty line; then there is no run, and you print just 0.',
        output_format: 'One line: the length of the longest run, a space, and its character; or 0 for an empty line.',
        examples: { input: 'aabbbBBBccc\n', output: '3 b\n' },
      },
      hints: ['Ties go to the earliest run, not to the smallest letter.'],
      par: 195,
    },
    E: {
      description:
        'The legacy archiver stores run lengths in a single decimal digit. ' +
        'Encode the line as runs, each written as a count from 1 to 9 followed by the character: a maximal run longer than 9 is cut into pieces of 9 from the left, plus a final shorter piece if needed. ' +
        'So twelve a characters become 9a3a, and abc becomes 1a1b1c.',
      human: {
        input_format: 'A single line of 0 to 5000 ASCII letters (a to z and A to Z; upper and lowercase are different characters). ' +
          'The empty input is an empty line; then print an empty line.',
        output_format: 'One line: the encoding, pieces in order, with no separators.',
        examples: { input: 'aaaaaaaaaaaabZZ\n', output: '9a3a1b2Z\n' },
      },
      hints: ['A run of length 18 becomes exactly two pieces of 9.'],
      par: 105,
    },
  },
};
