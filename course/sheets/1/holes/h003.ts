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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '\n' },
        { tag: 'minimum', input: '1\nz\n', output: 'a\n' },
        { tag: 'tricky', input: '26\nNothing changes at 26.\n', output: 'Nothing changes at 26.\n' },
        { tag: 'tricky', input: '25\nAbc XYZ\n', output: 'Zab WXY\n' },
        { tag: 'typical', input: '13\nHello, on-call!\n', output: 'Uryyb, ba-pnyy!\n' },
        { tag: 'typical', input: '7\n503 Service Unavailable @ 03:14\n', output: '503 Zlycpjl Buhchpshisl @ 03:14\n' },
        { tag: 'tricky', input: '0\n[Zz] `Aa` {mM}\n', output: '[Zz] `Aa` {mM}\n' },
        { tag: 'tricky', input: '52\nzebra\n', output: 'zebra\n' },
        { tag: 'maximum', input: '1000\n' + 'The pager is on fire, again! '.repeat(172) + '\n', output: 'Ftq bmsqd ue az rudq, msmuz! '.repeat(172) + '\n' },
        { tag: 'maximum', input: '999\n' + 'abcdefghijklmnopqrstuvwxyz'.repeat(192) + 'ABCDEFGH\n', output: 'lmnopqrstuvwxyzabcdefghijk'.repeat(192) + 'LMNOPQRS\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'z\n' },
        { tag: 'tricky', input: '26\nNothing changes at 26.\n', output: 'Nothing changes at 26.\n' },
        { tag: 'tricky', input: '1\nAbc XYZ\n', output: 'Zab WXY\n' },
        { tag: 'typical', input: '13\nUryyb, ba-pnyy!\n', output: 'Hello, on-call!\n' },
        { tag: 'typical', input: '7\n503 Zlycpjl Buhchpshisl @ 03:14\n', output: '503 Service Unavailable @ 03:14\n' },
        { tag: 'tricky', input: '0\n[Zz] `Aa` {mM}\n', output: '[Zz] `Aa` {mM}\n' },
        { tag: 'tricky', input: '27\nabc\n', output: 'zab\n' },
        { tag: 'maximum', input: '999\n' + 'The pager is on fire, again! '.repeat(172) + '\n', output: 'Iwt epvtg xh dc uxgt, pvpxc! '.repeat(172) + '\n' },
        { tag: 'maximum', input: '1000\n' + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.repeat(192) + 'abcdefgh\n', output: 'OPQRSTUVWXYZABCDEFGHIJKLMN'.repeat(192) + 'opqrstuv\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'z\n', output: 'a\n' },
        { tag: 'tricky', input: '1 2 3 ...\n', output: '1 2 3 ...\n' },
        { tag: 'tricky', input: 'a a a a\n', output: 'b c d e\n' },
        { tag: 'typical', input: 'Status: all systems operational\n', output: 'Tvdxzy: htu cjegsbi fhxlvpfmmam\n' },
        { tag: 'typical', input: 'Retry in 5 minutes\n', output: 'Sgwvd ou 5 urxffrg\n' },
        { tag: 'tricky', input: 'a'.repeat(27) + '\n', output: 'bcdefghijklmnopqrstuvwxyzab\n' },
        { tag: 'tricky', input: 'Zz-Zz\n', output: 'Ab-Cd\n' },
        { tag: 'maximum', input: 'abcdefghijklmnopqrstuvwxyz '.repeat(185) + '\n', output: 'bdfhjlnprtvxzbdfhjlnprtvxz '.repeat(185) + '\n' },
        { tag: 'maximum', input: '.'.repeat(4999) + 'a\n', output: '.'.repeat(4999) + 'b\n' },
      ],
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
      cases: [
        { tag: 'empty', input: 'a\n\n', output: '\n' },
        { tag: 'minimum', input: 'b\nz\n', output: 'a\n' },
        { tag: 'tricky', input: 'abc\na, a; a. a\n', output: 'a, b; c. a\n' },
        { tag: 'tricky', input: 'a\nThe key a changes nothing.\n', output: 'The key a changes nothing.\n' },
        { tag: 'typical', input: 'lemon\nattack at dawn\n', output: 'lxfopv ef rnhr\n' },
        { tag: 'typical', input: 'oncall\nRollback Completed At 04:20\n', output: 'Fbnlmlqx Eoxazrveo Lh 04:20\n' },
        { tag: 'tricky', input: 'zz\nAbC xYz\n', output: 'ZaB wXy\n' },
        { tag: 'typical', input: 'pager\n!!! 12345 ???\n', output: '!!! 12345 ???\n' },
        { tag: 'maximum', input: 'z'.repeat(100) + '\n' + 'The pager is on fire, again! '.repeat(172) + '\n', output: 'Sgd ozfdq hr nm ehqd, zfzhm! '.repeat(172) + '\n' },
        { tag: 'maximum', input: 'abcdefghijklmnopqrstuvwxyz\n' + 'a'.repeat(5000) + '\n', output: 'abcdefghijklmnopqrstuvwxyz'.repeat(192) + 'abcdefgh\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '0\n\n' },
        { tag: 'minimum', input: 'e\n', output: '0\ne\n' },
        { tag: 'minimum', input: 'a\n', output: '22\ne\n' },
        { tag: 'tricky', input: 'ab\n', output: '22\nef\n' },
        { tag: 'tricky', input: 'ez\n', output: '0\nez\n' },
        { tag: 'tricky', input: '42 !?\n', output: '0\n42 !?\n' },
        { tag: 'typical', input: 'Ifmmp, fwfszpof! Efqmpz dpnqmfuf.\n', output: '1\nHello, everyone! Deploy complete.\n' },
        { tag: 'typical', input: 'Gur frpbaq rirag fraqf rirel raq-hfre n cntr.\n', output: '13\nThe second event sends every end-user a page.\n' },
        { tag: 'tricky', input: 'EEE aaa\n', output: '0\nEEE aaa\n' },
        { tag: 'maximum', input: 'Ulcly klwsvf aol ylslhzl ilmvyl aol dllrluk. '.repeat(111) + '\n', output: '7\n' + 'Never deploy the release before the weekend. '.repeat(111) + '\n' },
      ],
    },
  },
};
