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
    },
  },
};
