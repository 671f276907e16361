import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 3,
  title: 'Caesar\'s On-Call Cipher',
  category: 'strings',
  difficulty: 3,
  variations: {
    A: {
      description:
        'The security team insists that pager messages be "encrypted", so the on-call bot applies a Caesar shift. ' +
        'Given k and a message, replace every letter by the letter k positions later in the alphabet, wrapping around from z to a, and keep its case. ' +
        'Everything that is not an ASCII letter (digits, spaces, punctuation) stays as it is. k can be as large as 1000.',
      human: {
        input_format: 'Line 1: an integer k, 0 <= k <= 1000. ' +
          'Line 2: a line of 0 to 5000 printable ASCII characters (codes 32 to 126). ' +
          'The empty input is k = 0 with an empty message line; then print an empty line.',
        output_format: 'One line: the encrypted message.',
        examples: { input: '3\nDB down, wake Zoe!\n', output: 'GE grzq, zdnh Crh!\n' },
      },
      hints: ['Shifting by k is the same as shifting by k mod 26.', 'Handle upper and lowercase separately.'],
      par: 162,
    },
    B: {
      description:
        'An alert arrived Caesar-encrypted with a shift of k, and you have to read it before the coffee kicks in. ' +
        'Decrypt it: replace every letter by the letter k positions earlier in the alphabet, wrapping around from a to z, and keep its case. ' +
        'Everything that is not an ASCII letter stays as it is. k can be as large as 1000.',
      human: {
        input_format: 'Line 1: an integer k, 0 <= k <= 1000. ' +
          'Line 2: a line of 0 to 5000 printable ASCII characters (codes 32 to 126). ' +
          'The empty input is k = 0 with an empty message line; then print an empty line.',
        output_format: 'One line: the decrypted message.',
        examples: { input: '3\nGE grzq, zdnh Crh!\n', output: 'DB down, wake Zoe!\n' },
      },
      hints: ['Going back k steps is going forward 26 - (k mod 26) steps.', 'Watch out for negative remainders.'],
      par: 163,
    },
    C: {
      description:
        'The intern invented a "rolling" Caesar cipher for the status page. ' +
        'The first letter of the message is shifted 1 position forward in the alphabet, the second letter 2 positions, the third 3, and so on, wrapping around from z to a and keeping the case. ' +
        'Only letters advance the counter: digits, spaces and punctuation are copied unchanged and do not count. ' +
        'Print the encrypted message.',
      human: {
        input_format: 'A single line: a line of 0 to 5000 printable ASCII characters (codes 32 to 126). ' +
          'The empty input is an empty line; then print an empty line.',
        output_format: 'One line: the encrypted message.',
        examples: { input: 'Up, again.\n', output: 'Vr, dkfou.\n' },
      },
      hints: ['Keep a counter of letters seen so far; the n-th letter moves n steps.'],
      par: 193,
    },
    D: {
      description:
        'Caesar was too weak, so the pager now uses a Vigenere cipher with a lowercase key. ' +
        'Letter number i of the message (counting letters only, starting at 0) is shifted forward by the value of key letter i mod (key length), where a = 0, b = 1, ..., z = 25; the shift wraps from z to a and keeps the case. ' +
        'Non-letters are copied unchanged and do not use up a key letter. ' +
        'Print the encrypted message.',
      human: {
        input_format: 'Line 1: the key, 1 to 100 lowercase letters. ' +
          'Line 2: a line of 0 to 5000 printable ASCII characters (codes 32 to 126). ' +
          'The empty input is the key a with an empty message line; then print an empty line.',
        output_format: 'One line: the encrypted message.',
        examples: { input: 'key\nDB is down!\n', output: 'NF gc hmgr!\n' },
      },
      hints: ['Advance the key position only when you encrypt a letter.'],
      par: 207,
    },
    E: {
      description:
        'You found an old Caesar-encrypted runbook but nobody remembers the shift. ' +
        'Try every shift k from 0 to 25, where decrypting with k moves each letter k positions back in the alphabet (wrapping, keeping case, non-letters unchanged). ' +
        'Choose the k whose decrypted text contains the most letters e or E; on a tie, choose the smallest such k. ' +
        'Print k, and then the text decrypted with it.',
      human: {
        input_format: 'A single line: a line of 0 to 5000 printable ASCII characters (codes 32 to 126). ' +
          'The empty input is an empty line: every k gives zero e, so print 0 and then an empty line.',
        output_format: 'Two lines: the chosen shift k (0 to 25), then the decrypted text.',
        examples: { input: 'Wkh sdjhu qhyhu vohhsv.\n', output: '3\nThe pager never sleeps.\n' },
      },
      hints: ['Decrypting with k turns the letter e + k into e, so only letter counts matter.', 'Ties go to the smallest k.'],
      par: 227,
    },
  },
};
