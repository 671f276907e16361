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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x\n', output: 'x\n' },
        { tag: 'tricky', input: '  ok\n', output: 'ko  \n' },
        { tag: 'tricky', input: 'racecar\n', output: 'racecar\n' },
        { tag: 'typical', input: 'Deploy freeze starts Friday 17:00\n', output: '00:71 yadirF strats ezeerf yolpeD\n' },
        { tag: 'typical', input: 'coffee.exe has stopped working\n', output: 'gnikrow deppots sah exe.eeffoc\n' },
        { tag: 'tricky', input: 'a\\b"c\'d\n', output: 'd\'c"b\\a\n' },
        { tag: 'maximum', input: 'abc'.repeat(3333) + 'd\n', output: 'd' + 'cba'.repeat(3333) + '\n' },
        { tag: 'maximum', input: 'on-call '.repeat(1250) + '\n', output: ' llac-no'.repeat(1250) + '\n' },
        { tag: 'typical', input: 'Was it a rat I saw?\n', output: '?was I tar a ti saW\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x\n', output: 'x\n' },
        { tag: 'tricky', input: '     \n', output: '\n' },
        { tag: 'tricky', input: '   lonely   \n', output: 'lonely\n' },
        { tag: 'typical', input: 'Deploy freeze starts Friday 17:00\n', output: '17:00 Friday starts freeze Deploy\n' },
        { tag: 'typical', input: 'first the DB then the cache then everything\n', output: 'everything then cache the then DB the first\n' },
        { tag: 'tricky', input: 'a-b c.d e,f\n', output: 'e,f c.d a-b\n' },
        { tag: 'maximum', input: Array.from({ length: 2000 }, (_, i) => 'w' + i).join(' ') + '\n', output: Array.from({ length: 2000 }, (_, i) => 'w' + (1999 - i)).join(' ') + '\n' },
        { tag: 'maximum', input: 'a '.repeat(5000) + '\n', output: 'a '.repeat(4999) + 'a\n' },
        { tag: 'typical', input: 'one two\n', output: 'two one\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x\n', output: 'x\n' },
        { tag: 'tricky', input: '      \n', output: '\n' },
        { tag: 'tricky', input: '  level  noon  \n', output: 'level noon\n' },
        { tag: 'typical', input: 'yolpeD ezeerf strats yadirF 00:71\n', output: 'Deploy freeze starts Friday 17:00\n' },
        { tag: 'typical', input: 'eeffoc si gnikrow\n', output: 'coffee is working\n' },
        { tag: 'tricky', input: '(ab) [cd]\n', output: ')ba( ]dc[\n' },
        { tag: 'maximum', input: Array.from({ length: 2000 }, (_, i) => 'w' + i).join(' ') + '\n', output: Array.from({ length: 2000 }, (_, i) => [...String(i)].reverse().join('') + 'w').join(' ') + '\n' },
        { tag: 'maximum', input: 'ab '.repeat(3333) + '\n', output: 'ba '.repeat(3332) + 'ba\n' },
        { tag: 'typical', input: 'a bc def\n', output: 'a cb fed\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x\n', output: 'x\n' },
        { tag: 'minimum', input: '.\n', output: '.\n' },
        { tag: 'tricky', input: 'db..internal\n', output: 'internal..db\n' },
        { tag: 'tricky', input: '.local.\n', output: '.local.\n' },
        { tag: 'tricky', input: 'a.b.\n', output: '.b.a\n' },
        { tag: 'typical', input: 'cache-01.eu-west-1.prod.corp\n', output: 'corp.prod.eu-west-1.cache-01\n' },
        { tag: 'typical', input: 'localhost\n', output: 'localhost\n' },
        { tag: 'maximum', input: Array.from({ length: 2000 }, (_, i) => 'n' + i).join('.') + '\n', output: Array.from({ length: 2000 }, (_, i) => 'n' + (1999 - i)).join('.') + '\n' },
        { tag: 'maximum', input: '.'.repeat(10000) + '\n', output: '.'.repeat(10000) + '\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: 'YES\n' },
        { tag: 'minimum', input: 'x\n', output: 'YES\n' },
        { tag: 'tricky', input: '?!  ...\n', output: 'YES\n' },
        { tag: 'tricky', input: 'Ab\n', output: 'NO\n' },
        { tag: 'typical', input: 'A man, a plan, a canal: Panama\n', output: 'YES\n' },
        { tag: 'typical', input: 'Deploy on Friday\n', output: 'NO\n' },
        { tag: 'tricky', input: '12:21\n', output: 'YES\n' },
        { tag: 'tricky', input: 'ab1 1ba2\n', output: 'NO\n' },
        { tag: 'maximum', input: 'Abc-'.repeat(1250) + 'CBA'.repeat(1250) + '\n', output: 'YES\n' },
        { tag: 'maximum', input: 'Never odd or even, '.repeat(526) + '\n', output: 'YES\n' },
        { tag: 'maximum', input: 'Abc-'.repeat(1250) + 'CBA'.repeat(1249) + 'CBX\n', output: 'NO\n' },
        { tag: 'typical', input: 'No lemon, no melon\n', output: 'YES\n' },
      ],
    },
  },
};
