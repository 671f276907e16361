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
    },
  },
};
