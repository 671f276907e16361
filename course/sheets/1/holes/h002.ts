import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 2,
  title: 'Read It Backwards, Like the Stack Trace',
  category: 'strings',
  difficulty: 2,
  variations: {
    A: {
      description:
        'After a night of reading stack traces bottom-up, your brain only accepts text backwards. ' +
        'Read one line and print it reversed, character by character. ' +
        'Spaces are characters too, so trailing spaces of the input become leading spaces of the output.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long. ' +
          'The empty input is an empty line; then print an empty line.',
        output_format: 'One line: the input line reversed.',
        examples: { input: 'pager at 3am\n', output: 'ma3 ta regap\n' },
      },
      hints: ['Only the newline is not part of the line.'],
      par: 21,
    },
    B: {
      description:
        'The postmortem was written in panic, with every sentence backwards. ' +
        'Read one line and print its words in reverse order, separated by single spaces. ' +
        'A word is a maximal run of non-space characters; the words themselves stay unchanged, and extra spaces in the input (between words or at the ends) disappear.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long. ' +
          'The empty input is an empty line (a line of only spaces has no words either); then print an empty line.',
        output_format: 'One line: the words in reverse order, joined by single spaces.',
        examples: { input: 'restart  it   then pray\n', output: 'pray then it restart\n' },
      },
      hints: ['Split on runs of spaces, drop empty pieces.'],
      par: 39,
    },
    C: {
      description:
        'A prankster patched the log formatter so that every word is spelled backwards but stays in its place. ' +
        'Read one line and undo it: print every word reversed, keeping the word order, separated by single spaces. ' +
        'A word is a maximal run of non-space characters; extra spaces in the input (between words or at the ends) disappear.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long. ' +
          'The empty input is an empty line (a line of only spaces has no words either); then print an empty line.',
        output_format: 'One line: each word reversed, in the original order, joined by single spaces.',
        examples: { input: 'rorre  tnatropmi\n', output: 'error important\n' },
      },
      hints: ['Reverse inside words, not across them.'],
      par: 50,
    },
    D: {
      description:
        'The new service registry wants hostnames written "big end first", like Java packages. ' +
        'Read one hostname and print its dot-separated labels in reverse order, joined by dots. ' +
        'Labels may be empty (two dots in a row, or a dot at either end, from a typo at 3 a.m.), and empty labels are kept as they are.',
      human: {
        input_format: 'A single line of 0 to 10000 characters, each a letter, digit, hyphen or dot; no spaces. ' +
          'The empty input is an empty line (a hostname with one empty label); then print an empty line.',
        output_format: 'One line: the labels in reverse order, joined by dots.',
        examples: { input: 'api.prod.pager.example.com\n', output: 'com.example.pager.prod.api\n' },
      },
      hints: ['A line with k dots has k + 1 labels, some possibly empty.'],
      par: 42,
    },
    E: {
      description:
        'Legend says an incident title that reads the same backwards never gets escalated. ' +
        'Read one line, keep only its letters and digits, ignore letter case, and decide whether what is left reads the same forwards and backwards. ' +
        'Print YES or NO; a line with no letters or digits at all counts as YES.',
      human: {
        input_format: 'A single line of printable ASCII characters (codes 32 to 126), between 0 and 10000 characters long. ' +
          'The empty input is an empty line; it is a palindrome, so print YES.',
        output_format: 'YES if the cleaned line is a palindrome, otherwise NO.',
        examples: { input: 'Step on no pets!\n', output: 'YES\n' },
      },
      hints: ['Clean first: drop everything that is not a letter or a digit, then lowercase.'],
      par: 83,
    },
  },
};
