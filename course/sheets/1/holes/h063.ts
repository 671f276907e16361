import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 63,
  title: 'chmod at Three in the Morning',
  category: 'bits',
  difficulty: 3,
  variations: {
    A: {
      description:
        'The deploy failed with "permission denied" and the runbook only lists modes in octal, while ls shows letters. ' +
        'A mode is three octal digits (owner, group, others); in each digit the bit 4 means r, 2 means w and 1 means x. ' +
        'Given a mode, print its nine-character symbolic form, using the letter when the bit is set and - when it is not, in the order rwx for owner, then group, then others.',
      human: {
        input_format: 'A single line with exactly three octal digits (each 0 to 7), for example 755. The emptiest mode is 000, which prints ---------.',
        output_format: 'One line of exactly nine characters, each one of r, w, x or -.',
        examples: { input: '754\n', output: 'rwxr-xr--\n' },
      },
      hints: ['Each octal digit is exactly three bits.', '7 = rwx, 5 = r-x, 4 = r--.'],
      par: 106,
      cases: [
        { tag: 'empty', input: '000\n', output: '---------\n' },
        { tag: 'minimum', input: '001\n', output: '--------x\n' },
        { tag: 'typical', input: '755\n', output: 'rwxr-xr-x\n' },
        { tag: 'typical', input: '644\n', output: 'rw-r--r--\n' },
        { tag: 'typical', input: '600\n', output: 'rw-------\n' },
        { tag: 'tricky', input: '421\n', output: 'r---w---x\n' },
        { tag: 'tricky', input: '070\n', output: '---rwx---\n' },
        { tag: 'typical', input: '750\n', output: 'rwxr-x---\n' },
        { tag: 'tricky', input: '124\n', output: '--x-w-r--\n' },
        { tag: 'maximum', input: '777\n', output: 'rwxrwxrwx\n' },
      ],
    },
    B: {
      description:
        'A colleague pasted permissions from ls into the incident ticket, but the config management tool only accepts octal. ' +
        'The symbolic form has nine characters: rwx for the owner, then for the group, then for others, with - where a permission is missing. ' +
        'Print the equivalent three-digit octal mode, where in each digit r counts 4, w counts 2 and x counts 1, keeping leading zeros.',
      human: {
        input_format: 'A single line of exactly nine characters; position 1, 4 and 7 are r or -, positions 2, 5 and 8 are w or -, positions 3, 6 and 9 are x or -. The emptiest input is --------- which prints 000.',
        output_format: 'One line with exactly three octal digits.',
        examples: { input: 'rwxr-x---\n', output: '750\n' },
      },
      hints: ['Handle the string in three groups of three characters.', 'Do not drop leading zeros: --------x is 001.'],
      par: 118,
      cases: [
        { tag: 'empty', input: '---------\n', output: '000\n' },
        { tag: 'minimum', input: '--------x\n', output: '001\n' },
        { tag: 'typical', input: 'rw-r--r--\n', output: '644\n' },
        { tag: 'typical', input: 'rwxr-x---\n', output: '750\n' },
        { tag: 'typical', input: 'r--r--r--\n', output: '444\n' },
        { tag: 'tricky', input: '-w--w--w-\n', output: '222\n' },
        { tag: 'tricky', input: '--x--x--x\n', output: '111\n' },
        { tag: 'tricky', input: '---rwx---\n', output: '070\n' },
        { tag: 'typical', input: 'rw-------\n', output: '600\n' },
        { tag: 'maximum', input: 'rwxrwxrwx\n', output: '777\n' },
      ],
    },
    C: {
      description:
        'New files on the build box come out with the wrong permissions, and you suspect the umask. ' +
        'A file created with requested mode m ends up with mode m AND NOT u, where u is the umask: every permission bit set in the umask is removed. ' +
        'Given m and u as three-digit octal numbers, print the resulting mode as three octal digits, keeping leading zeros.',
      human: {
        input_format: 'A single line with two three-digit octal numbers m and u (each digit 0 to 7) separated by a space. The emptiest input is 000 000, which prints 000.',
        output_format: 'One line with exactly three octal digits.',
        examples: { input: '666 022\n', output: '644\n' },
      },
      hints: ['A umask removes bits, it never subtracts: 751 with umask 136 gives 641, not 615.'],
      par: 69,
      cases: [
        { tag: 'empty', input: '000 000\n', output: '000\n' },
        { tag: 'minimum', input: '001 000\n', output: '001\n' },
        { tag: 'typical', input: '777 022\n', output: '755\n' },
        { tag: 'typical', input: '666 022\n', output: '644\n' },
        { tag: 'tricky', input: '644 777\n', output: '000\n' },
        { tag: 'typical', input: '640 027\n', output: '640\n' },
        { tag: 'tricky', input: '751 136\n', output: '641\n' },
        { tag: 'typical', input: '600 044\n', output: '600\n' },
        { tag: 'tricky', input: '755 002\n', output: '755\n' },
        { tag: 'maximum', input: '777 000\n', output: '777\n' },
      ],
    },
    D: {
      description:
        'The audit script flagged a setuid binary on the bastion host and you have to explain its mode in the ticket. ' +
        'The mode has four octal digits: the first holds the special bits (4 = setuid, 2 = setgid, 1 = sticky), and the other three are owner, group and others with r = 4, w = 2, x = 1. ' +
        'Print the nine-character symbolic form rwxrwxrwx with - for missing permissions, except that setuid replaces the owner x position with s (or S if the owner x bit is not set), setgid does the same in the group x position, and sticky puts t (or T without the others x bit) in the others x position.',
      human: {
        input_format: 'A single line with exactly four octal digits (each 0 to 7), for example 4755. The emptiest mode is 0000, which prints ---------.',
        output_format: 'One line of exactly nine characters from r, w, x, s, S, t, T and -.',
        examples: { input: '4755\n', output: 'rwsr-xr-x\n' },
      },
      hints: ['The lower-case letter means the special bit and the x bit are both set.', '1644 prints rw-r--r-T.'],
      par: 280,
      cases: [
        { tag: 'empty', input: '0000\n', output: '---------\n' },
        { tag: 'minimum', input: '0001\n', output: '--------x\n' },
        { tag: 'typical', input: '4755\n', output: 'rwsr-xr-x\n' },
        { tag: 'typical', input: '2755\n', output: 'rwxr-sr-x\n' },
        { tag: 'typical', input: '1777\n', output: 'rwxrwxrwt\n' },
        { tag: 'tricky', input: '1644\n', output: 'rw-r--r-T\n' },
        { tag: 'tricky', input: '6644\n', output: 'rwSr-Sr--\n' },
        { tag: 'tricky', input: '7000\n', output: '--S--S--T\n' },
        { tag: 'typical', input: '0640\n', output: 'rw-r-----\n' },
        { tag: 'maximum', input: '7777\n', output: 'rwsrwsrwt\n' },
      ],
    },
    E: {
      description:
        'A shared directory is mounted through several layers, and a permission only survives if every layer grants it. ' +
        'Given k modes as three-digit octal numbers, print the mode whose bits are set exactly where all k modes have them set (their bitwise AND), as three octal digits. ' +
        'With no layers at all nothing is restricted, so the answer is 777.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 500); each of the next k lines holds one three-digit octal mode (each digit 0 to 7). The emptiest input is the single line 0, which prints 777.',
        output_format: 'One line with exactly three octal digits.',
        examples: { input: '3\n755\n644\n750\n', output: '640\n' },
      },
      hints: ['Start from 777, the identity of AND, and clear bits as you go.'],
      par: 120,
      cases: [
        { tag: 'empty', input: '0\n', output: '777\n' },
        { tag: 'minimum', input: '1\n000\n', output: '000\n' },
        { tag: 'minimum', input: '1\n750\n', output: '750\n' },
        { tag: 'typical', input: '3\n755\n644\n600\n', output: '600\n' },
        { tag: 'tricky', input: '2\n777\n777\n', output: '777\n' },
        { tag: 'tricky', input: '2\n070\n007\n', output: '000\n' },
        { tag: 'typical', input: '4\n775\n757\n577\n777\n', output: '555\n' },
        { tag: 'typical', input: '2\n751\n136\n', output: '110\n' },
        { tag: 'maximum', input: '500\n' + Array.from({ length: 500 }, (_, i) => (511 - (i % 97 === 0 ? 64 : 0) - (i % 89 === 5 ? 2 : 0)).toString(8)).join('\n') + '\n', output: '675\n' },
        { tag: 'maximum', input: '500\n' + Array(500).fill('777').join('\n') + '\n', output: '777\n' },
      ],
    },
  },
};
