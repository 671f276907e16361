import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 71,
  title: 'Banners for the Incident Channel',
  category: 'text_formatting',
  difficulty: 1,
  variations: {
    A: {
      description:
        'Every incident writeup starts with the title underlined, and at 3 a.m. nobody can count characters. ' +
        'Given a title, print it, then on the next line as many = characters as the title has characters (spaces included).',
      human: {
        input_format: 'A single line with the title: 0 to 100 printable ASCII characters, not starting or ending with a space (inner spaces, possibly several in a row, are allowed). For an empty title print two empty lines.',
        output_format: 'Two lines: the title unchanged, then a row of = of the same length.',
        examples: { input: 'Disk full on db-03\n', output: 'Disk full on db-03\n==================\n' },
      },
      hints: ['Spaces count as characters.'],
      par: 41,
    },
    B: {
      description:
        'The status page wants incident titles framed above and below. ' +
        'Given a title, print a row of - characters as long as the title (spaces included), then the title, then the same row of - characters again.',
      human: {
        input_format: 'A single line with the title: 0 to 100 printable ASCII characters, not starting or ending with a space (inner spaces, possibly several in a row, are allowed). For an empty title print three empty lines.',
        output_format: 'Three lines: the dashes, the title unchanged, the dashes.',
        examples: { input: 'Disk full on db-03\n', output: '------------------\nDisk full on db-03\n------------------\n' },
      },
      hints: ['Both rows of dashes have exactly the length of the title.'],
      par: 59,
    },
    C: {
      description:
        'The weekly on-call report puts every incident title in a box. ' +
        'Given a title t of length L, print three lines: a + followed by L + 2 dashes and another +, then | followed by a space, the title, a space and |, then the first line again.',
      human: {
        input_format: 'A single line with the title: 0 to 100 printable ASCII characters, not starting or ending with a space (inner spaces, possibly several in a row, are allowed). An empty title gives the box +--+ / |  | / +--+.',
        output_format: 'Three lines forming the box; every line has length L + 4.',
        examples: { input: 'Disk full on db-03\n', output: '+--------------------+\n| Disk full on db-03 |\n+--------------------+\n' },
      },
      hints: ['The box is 4 characters wider than the title.'],
      par: 84,
    },
    D: {
      description:
        'The pager display is 40 characters wide and right-aligns every title, filling the left side with dots because spaces get eaten by the ancient firmware. ' +
        'Given a title of length L, print 40 - L dots followed by the title; if L >= 40, print the title unchanged.',
      human: {
        input_format: 'A single line with the title: 0 to 100 printable ASCII characters, not starting or ending with a space (inner spaces, possibly several in a row, are allowed). For an empty title print 40 dots.',
        output_format: 'One line: the dot-padded title (exactly 40 characters when L <= 40).',
        examples: { input: 'Disk full on db-03\n', output: '......................Disk full on db-03\n' },
      },
      hints: ['Titles of 40 characters or more get no dots at all.'],
      par: 30,
    },
    E: {
      description:
        'The big screen in the war room centres the current incident title in a 40-character banner of stars. ' +
        'Given a title of length L <= 40, let p = 40 - L; print floor(p / 2) stars, the title, then the remaining p - floor(p / 2) stars (so an odd leftover star goes to the right). ' +
        'If L > 40, print the title unchanged.',
      human: {
        input_format: 'A single line with the title: 0 to 100 printable ASCII characters, not starting or ending with a space (inner spaces, possibly several in a row, are allowed). For an empty title print 40 stars.',
        output_format: 'One line: the centred title (exactly 40 characters when L <= 40).',
        examples: { input: 'Disk full on db-03\n', output: '***********Disk full on db-03***********\n' },
      },
      hints: ['Check where your language puts the odd character when centring; the rule here is: on the right.'],
      par: 83,
    },
  },
};
