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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'z\n', output: '1z\n' },
        { tag: 'tricky', input: 'aAaA\n', output: '1a1A1a1A\n' },
        { tag: 'tricky', input: 'abcdef\n', output: '1a1b1c1d1e1f\n' },
        { tag: 'typical', input: 'OOOOKKKKKKKKKKKKkk\n', output: '4O12K2k\n' },
        { tag: 'typical', input: 'wwwwaaadexxxxxxywww\n', output: '4w3a1d1e6x1y3w\n' },
        { tag: 'tricky', input: 'q'.repeat(1234) + '\n', output: '1234q\n' },
        { tag: 'maximum', input: 'q'.repeat(5000) + '\n', output: '5000q\n' },
        { tag: 'maximum', input: 'ab'.repeat(2500) + '\n', output: '1a1b'.repeat(2500) + '\n' },
        { tag: 'maximum', input: Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + i % 26).repeat(i < 50 ? 1 + i : 99 - i)).join('').padEnd(5000, 'Z') + '\n', output: '1a2b3c4d5e6f7g8h9i10j11k12l13m14n15o16p17q18r19s20t21u22v23w24x25y26z27a28b29c30d31e32f33g34h35i36j37k38l39m40n41o42p43q44r45s46t47u48v49w50x49y48z47a46b45c44d43e42f41g40h39i38j37k36l35m34n33o32p31q30r29s28t27u26v25w24x23y22z21a20b19c18d17e16f15g14h13i12j11k10l9m8n7o6p5q4r3s2t1u2500Z\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x\n', output: 'x\n' },
        { tag: 'tricky', input: 'a1\n', output: 'a\n' },
        { tag: 'tricky', input: 'a10b1c\n', output: 'aaaaaaaaaabc\n' },
        { tag: 'typical', input: 'O4K12k2\n', output: 'OOOOKKKKKKKKKKKKkk\n' },
        { tag: 'typical', input: 'pager\n', output: 'pager\n' },
        { tag: 'tricky', input: 'aA2a3\n', output: 'aAAaaa\n' },
        { tag: 'maximum', input: 'x10000\n', output: 'x'.repeat(10000) + '\n' },
        { tag: 'maximum', input: 'abcdefghij'.repeat(1000) + '\n', output: 'abcdefghij'.repeat(1000) + '\n' },
        { tag: 'maximum', input: 'a2b3'.repeat(2000) + '\n', output: 'aabbb'.repeat(2000) + '\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'z\n', output: 'z\n' },
        { tag: 'tricky', input: 'aAaA\n', output: 'aAaA\n' },
        { tag: 'tricky', input: 'zz\n', output: 'z2\n' },
        { tag: 'typical', input: 'OOOOKKKKKKKKKKKKkk\n', output: 'O4K12k2\n' },
        { tag: 'typical', input: 'wwwwaaadexxxxxxywww\n', output: 'w4a3dex6yw3\n' },
        { tag: 'tricky', input: 'q'.repeat(1234) + 'Q\n', output: 'q1234Q\n' },
        { tag: 'maximum', input: 'q'.repeat(5000) + '\n', output: 'q5000\n' },
        { tag: 'maximum', input: 'ab'.repeat(2500) + '\n', output: 'ab'.repeat(2500) + '\n' },
        { tag: 'maximum', input: Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + i % 26).repeat(i < 50 ? 1 + i : 99 - i)).join('').padEnd(5000, 'Z') + '\n', output: 'ab2c3d4e5f6g7h8i9j10k11l12m13n14o15p16q17r18s19t20u21v22w23x24y25z26a27b28c29d30e31f32g33h34i35j36k37l38m39n40o41p42q43r44s45t46u47v48w49x50y49z48a47b46c45d44e43f42g41h40i39j38k37l36m35n34o33p32q31r30s29t28u27v26w25x24y23z22a21b20c19d18e17f16g15h14i13j12k11l10m9n8o7p6q5r4s3t2uZ2500\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'z\n', output: '1 z\n' },
        { tag: 'tricky', input: 'aAaA\n', output: '1 a\n' },
        { tag: 'tricky', input: 'zzyyyxxx\n', output: '3 y\n' },
        { tag: 'typical', input: 'OOOOKKKKKKKKKKKKkk\n', output: '12 K\n' },
        { tag: 'typical', input: 'abcdefghijklmnopqrstuvwxyz\n', output: '1 a\n' },
        { tag: 'tricky', input: 'bbaaaab\n', output: '4 a\n' },
        { tag: 'maximum', input: 'q'.repeat(10000) + '\n', output: '10000 q\n' },
        { tag: 'maximum', input: 'ab'.repeat(5000) + '\n', output: '1 a\n' },
        { tag: 'maximum', input: Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + i % 26).repeat(i < 50 ? 1 + i : 99 - i)).join('').padEnd(10000, 'Z') + '\n', output: '7500 Z\n' },
        { tag: 'maximum', input: 'xy'.repeat(4000) + 'xx' + 'Y'.repeat(1997) + 'y\n', output: '1997 Y\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'z\n', output: '1z\n' },
        { tag: 'tricky', input: 'aaaaaaaaa\n', output: '9a\n' },
        { tag: 'tricky', input: 'aaaaaaaaaa\n', output: '9a1a\n' },
        { tag: 'tricky', input: 'b'.repeat(18) + 'B'.repeat(19) + '\n', output: '9b9b9B9B1B\n' },
        { tag: 'typical', input: 'OOOOKKKKKKKKKKKKkk\n', output: '4O9K3K2k\n' },
        { tag: 'typical', input: 'wwwwaaadexxxxxxywww\n', output: '4w3a1d1e6x1y3w\n' },
        { tag: 'maximum', input: 'q'.repeat(5000) + '\n', output: '9q'.repeat(555) + '5q\n' },
        { tag: 'maximum', input: 'ab'.repeat(2500) + '\n', output: '1a1b'.repeat(2500) + '\n' },
        { tag: 'maximum', input: 'a'.repeat(10) + 'B'.repeat(4990) + '\n', output: '9a1a' + '9B'.repeat(554) + '4B\n' },
      ],
    },
  },
};
