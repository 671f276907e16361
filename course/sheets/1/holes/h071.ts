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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x\n', output: 'x\n=\n' },
        { tag: 'typical', input: 'Database is on fire\n', output: 'Database is on fire\n===================\n' },
        { tag: 'typical', input: 'INC-4521: pager storm, again\n', output: 'INC-4521: pager storm, again\n============================\n' },
        { tag: 'tricky', input: 'a  b   c\n', output: 'a  b   c\n========\n' },
        { tag: 'tricky', input: 'It\'s "fine" \\ really\n', output: 'It\'s "fine" \\ really\n====================\n' },
        { tag: 'typical', input: 'Rollback of v2.3.1\n', output: 'Rollback of v2.3.1\n==================\n' },
        { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n', output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n========================================\n' },
        { tag: 'maximum', input: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n', output: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n' +
          '====================================================================================================\n' },
        { tag: 'maximum', input: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n', output: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n' +
          '====================================================================================================\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '\n' },
        { tag: 'minimum', input: 'x\n', output: '-\nx\n-\n' },
        { tag: 'typical', input: 'Database is on fire\n', output: '-------------------\nDatabase is on fire\n-------------------\n' },
        { tag: 'typical', input: 'INC-4521: pager storm, again\n', output: '----------------------------\nINC-4521: pager storm, again\n----------------------------\n' },
        { tag: 'tricky', input: 'a  b   c\n', output: '--------\na  b   c\n--------\n' },
        { tag: 'tricky', input: 'It\'s "fine" \\ really\n', output: '--------------------\nIt\'s "fine" \\ really\n--------------------\n' },
        { tag: 'typical', input: 'Rollback of v2.3.1\n', output: '------------------\nRollback of v2.3.1\n------------------\n' },
        { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n', output: '----------------------------------------\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' +
          '----------------------------------------\n' },
        { tag: 'maximum', input: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n', output: '----------------------------------------------------------------------------------------------------\n' +
          'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n' +
          '----------------------------------------------------------------------------------------------------\n' },
        { tag: 'maximum', input: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n', output: '----------------------------------------------------------------------------------------------------\n' +
          'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n' +
          '----------------------------------------------------------------------------------------------------\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '+--+\n|  |\n+--+\n' },
        { tag: 'minimum', input: 'x\n', output: '+---+\n| x |\n+---+\n' },
        { tag: 'typical', input: 'Database is on fire\n', output: '+---------------------+\n| Database is on fire |\n+---------------------+\n' },
        { tag: 'typical', input: 'INC-4521: pager storm, again\n', output: '+------------------------------+\n| INC-4521: pager storm, again |\n+------------------------------+\n' },
        { tag: 'tricky', input: 'a  b   c\n', output: '+----------+\n| a  b   c |\n+----------+\n' },
        { tag: 'tricky', input: 'It\'s "fine" \\ really\n', output: '+----------------------+\n| It\'s "fine" \\ really |\n+----------------------+\n' },
        { tag: 'typical', input: 'Rollback of v2.3.1\n', output: '+--------------------+\n| Rollback of v2.3.1 |\n+--------------------+\n' },
        { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n', output: '+------------------------------------------+\n| xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx |\n' +
          '+------------------------------------------+\n' },
        { tag: 'maximum', input: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n', output: '+------------------------------------------------------------------------------------------------------+\n' +
          '| QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ |\n' +
          '+------------------------------------------------------------------------------------------------------+\n' },
        { tag: 'maximum', input: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n', output: '+------------------------------------------------------------------------------------------------------+\n' +
          '| ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh |\n' +
          '+------------------------------------------------------------------------------------------------------+\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '........................................\n' },
        { tag: 'minimum', input: 'x\n', output: '.......................................x\n' },
        { tag: 'typical', input: 'Database is on fire\n', output: '.....................Database is on fire\n' },
        { tag: 'typical', input: 'INC-4521: pager storm, again\n', output: '............INC-4521: pager storm, again\n' },
        { tag: 'tricky', input: 'a  b   c\n', output: '................................a  b   c\n' },
        { tag: 'tricky', input: 'It\'s "fine" \\ really\n', output: '....................It\'s "fine" \\ really\n' },
        { tag: 'typical', input: 'Rollback of v2.3.1\n', output: '......................Rollback of v2.3.1\n' },
        { tag: 'tricky', input: 'The cache stampede that ate Tuesday nig\n', output: '.The cache stampede that ate Tuesday nig\n' },
        { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n', output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' },
        { tag: 'tricky', input: 'Postmortem: why the retry loop retried xy\n', output: 'Postmortem: why the retry loop retried xy\n' },
        { tag: 'maximum', input: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n', output: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n' },
        { tag: 'maximum', input: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n', output: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '\n', output: '****************************************\n' },
        { tag: 'minimum', input: 'x\n', output: '*******************x********************\n' },
        { tag: 'typical', input: 'Database is on fire\n', output: '**********Database is on fire***********\n' },
        { tag: 'typical', input: 'INC-4521: pager storm, again\n', output: '******INC-4521: pager storm, again******\n' },
        { tag: 'tricky', input: 'a  b   c\n', output: '****************a  b   c****************\n' },
        { tag: 'tricky', input: 'It\'s "fine" \\ really\n', output: '**********It\'s "fine" \\ really**********\n' },
        { tag: 'typical', input: 'Rollback of v2.3.1\n', output: '***********Rollback of v2.3.1***********\n' },
        { tag: 'tricky', input: 'The cache stampede that ate Tuesday nig\n', output: 'The cache stampede that ate Tuesday nig*\n' },
        { tag: 'tricky', input: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n', output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n' },
        { tag: 'tricky', input: 'Postmortem: why the retry loop retried xy\n', output: 'Postmortem: why the retry loop retried xy\n' },
        { tag: 'tricky', input: 'odd\n', output: '******************odd*******************\n' },
        { tag: 'maximum', input: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n', output: 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n' },
        { tag: 'maximum', input: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n', output: 'ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd efgh\n' },
      ],
    },
  },
};
