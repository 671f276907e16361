import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 1,
  title: 'The Ticket Title Tally',
  category: 'strings',
  difficulty: 1,
  variations: {
    A: {
      description:
        'The incident tracker truncates ticket titles, and you want to know how long yours really is before the 3 a.m. standup. ' +
        'Read one line and print the number of characters in it, not counting the newline. ' +
        'Spaces count, including leading and trailing ones.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long; spaces anywhere in it, including at the ends, are part of the line. ' +
          'The empty input is an empty line, and the answer for it is 0.',
        output_format: 'One integer: the number of characters on the line.',
        examples: { input: 'DB on fire again\n', output: '16\n' },
      },
      hints: ['Strip only the newline, never the spaces.'],
      par: 20,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'x\n', output: '1\n' },
        { tag: 'tricky', input: '   \n', output: '3\n' },
        { tag: 'tricky', input: '  leading and trailing  \n', output: '24\n' },
        { tag: 'typical', input: 'Pager went off at 03:14, coffee machine also down\n', output: '49\n' },
        { tag: 'typical', input: 'CI is flaky (again)\n', output: '19\n' },
        { tag: 'tricky', input: '~!@#$%^&*()_+`-={}|[]\\:";\'<>?,./\n', output: '32\n' },
        { tag: 'maximum', input: 'Pager! 3am '.repeat(909) + 'x\n', output: '10000\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => String.fromCharCode(32 + ((i * 37 + (i >> 3)) % 95))).join('') + '\n', output: '10000\n' },
        { tag: 'typical', input: 'a '.repeat(2500) + '\n', output: '5000\n' },
      ],
    },
    B: {
      description:
        'Your manager wants incident titles "short, five words tops", so you need a word counter. ' +
        'Read one line and print how many words it contains, where a word is a maximal run of non-space characters. ' +
        'Words may be separated by several spaces, and the line may start or end with spaces.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long; spaces anywhere in it, including at the ends, are part of the line. ' +
          'The empty input is an empty line, and the answer for it is 0.',
        output_format: 'One integer: the number of words on the line.',
        examples: { input: 'rollback   the  rollback\n', output: '3\n' },
      },
      hints: ['Splitting on runs of spaces and dropping empty pieces does it.'],
      par: 28,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'x\n', output: '1\n' },
        { tag: 'tricky', input: '      \n', output: '0\n' },
        { tag: 'tricky', input: '   padded   \n', output: '1\n' },
        { tag: 'typical', input: 'Pager went off at 03:14, coffee machine also down\n', output: '9\n' },
        { tag: 'typical', input: 'restart-the-pod-and-pray\n', output: '1\n' },
        { tag: 'tricky', input: 'a b  c   d    e\n', output: '5\n' },
        { tag: 'maximum', input: 'Pager! 3am '.repeat(909) + 'x\n', output: '1819\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => String.fromCharCode(32 + ((i * 37 + (i >> 3)) % 95))).join('') + '\n', output: '105\n' },
        { tag: 'maximum', input: 'a '.repeat(5000) + '\n', output: '5000\n' },
      ],
    },
    C: {
      description:
        'Some colleagues write incident titles IN ALL CAPS, and the on-call bot wants a shouting meter. ' +
        'Read one line and print how many uppercase ASCII letters (A to Z) it contains. ' +
        'Lowercase letters, digits, spaces and punctuation do not count.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long; spaces anywhere in it, including at the ends, are part of the line. ' +
          'The empty input is an empty line, and the answer for it is 0.',
        output_format: 'One integer: the number of characters from A to Z on the line.',
        examples: { input: 'WHO Deployed On FRIDAY?\n', output: '11\n' },
      },
      hints: ['Only the 26 letters A..Z count.'],
      par: 41,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'Q\n', output: '1\n' },
        { tag: 'minimum', input: 'q\n', output: '0\n' },
        { tag: 'typical', input: 'SEV1: Prod Is DOWN\n', output: '9\n' },
        { tag: 'tricky', input: '@[`{ 0123456789 ~^_\n', output: '0\n' },
        { tag: 'tricky', input: 'all quiet on the pager front\n', output: '0\n' },
        { tag: 'typical', input: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz\n', output: '26\n' },
        { tag: 'maximum', input: 'Pager! 3am '.repeat(909) + 'x\n', output: '909\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => String.fromCharCode(32 + ((i * 37 + (i >> 3)) % 95))).join('') + '\n', output: '2737\n' },
        { tag: 'maximum', input: 'NO '.repeat(3333) + 'X\n', output: '6667\n' },
      ],
    },
    D: {
      description:
        'The log line is full of timestamps, error codes and request ids, and you are curious how numeric it really is. ' +
        'Read one line and print how many of its characters are decimal digits (0 to 9). ' +
        'Minus signs, dots and letters such as the x in 0x1F do not count, but the digits around them do.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long; spaces anywhere in it, including at the ends, are part of the line. ' +
          'The empty input is an empty line, and the answer for it is 0.',
        output_format: 'One integer: the number of digit characters on the line.',
        examples: { input: '2024-03-01 03:14:07 ERROR 504\n', output: '17\n' },
      },
      hints: ['Count characters, not numbers: 504 contributes 3.'],
      par: 47,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: '7\n', output: '1\n' },
        { tag: 'minimum', input: 'z\n', output: '0\n' },
        { tag: 'tricky', input: '-1.5e10 0x1F\n', output: '6\n' },
        { tag: 'typical', input: 'HTTP 503 after 30000 ms, retry 3 of 5\n', output: '10\n' },
        { tag: 'tricky', input: 'no numbers here, only despair\n', output: '0\n' },
        { tag: 'typical', input: '0000000000\n', output: '10\n' },
        { tag: 'maximum', input: 'Pager! 3am '.repeat(909) + 'x\n', output: '909\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => String.fromCharCode(32 + ((i * 37 + (i >> 3)) % 95))).join('') + '\n', output: '1052\n' },
        { tag: 'maximum', input: '1234567890'.repeat(1000) + '\n', output: '10000\n' },
      ],
    },
    E: {
      description:
        'The log scrubber claims a line is "mostly the same character", and you want to prove it wrong. ' +
        'Read one line and print how many different characters it contains. ' +
        'Upper and lowercase letters are different characters, and the space counts as a character if it appears.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long; spaces anywhere in it, including at the ends, are part of the line. ' +
          'The empty input is an empty line, and the answer for it is 0.',
        output_format: 'One integer: the number of distinct characters on the line.',
        examples: { input: 'zzz... ZZZ\n', output: '4\n' },
      },
      hints: ['A set does the bookkeeping.'],
      par: 25,
      cases: [
        { tag: 'empty', input: '\n', output: '0\n' },
        { tag: 'minimum', input: 'x\n', output: '1\n' },
        { tag: 'tricky', input: '     \n', output: '1\n' },
        { tag: 'tricky', input: 'aAaA\n', output: '2\n' },
        { tag: 'typical', input: 'Pager went off at 03:14, coffee machine also down\n', output: '24\n' },
        { tag: 'typical', input: 'mississippi\n', output: '4\n' },
        { tag: 'tricky', input: 'abc abc\n', output: '4\n' },
        { tag: 'maximum', input: 'Pager! 3am '.repeat(909) + 'x\n', output: '10\n' },
        { tag: 'maximum', input: Array.from({ length: 10000 }, (_, i) => String.fromCharCode(32 + ((i * 37 + (i >> 3)) % 95))).join('') + '\n', output: '95\n' },
        { tag: 'maximum', input: 'z'.repeat(10000) + '\n', output: '1\n' },
      ],
    },
  },
};
