import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 72,
  title: 'The Runbook Table of Contents',
  category: 'text_formatting',
  difficulty: 2,
  variations: {
    A: {
      description:
        'The runbook finally gets a printed table of contents, with dot leaders like a proper book. ' +
        'Every entry becomes one line of exactly 40 characters: the title, a space, a run of dots, a space and the page number, with as many dots as needed to reach 40 characters. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly 40 characters long.',
        examples: { input: '3\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ......................... 1\nEscalation ........................... 4\n' +
          'Restarting the database ............. 12\n' },
      },
      hints: ['The number of dots is 40 - 2 - len(title) - len(page).'],
      par: 152,
    },
    B: {
      description:
        'The runbook table of contents is printed with dot leaders, and this time the layout person gives you the page width w. ' +
        'Every entry becomes one line of exactly w characters: the title, a space, a run of dots, a space and the page number, with as many dots as needed to reach w characters. ' +
        'Given w and up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k and w separated by a space (0 <= k <= 50, 40 <= w <= 80); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly w characters long.',
        examples: { input: '3 44\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ............................. 1\nEscalation ............................... 4\n' +
          'Restarting the database ................. 12\n' },
      },
      hints: ['The number of dots is w - 2 - len(title) - len(page).'],
      par: 172,
    },
    C: {
      description:
        'The runbook table of contents is printed with dot leaders, and the width should adapt to the content. ' +
        'Let T be the length of the longest title and P the length of the longest page number; every line has width W = T + P + 5 and consists of the title, a space, a run of dots, a space and the page number, with as many dots as needed to reach W characters. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly W characters long.',
        examples: { input: '3\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ............... 1\nEscalation ................. 4\nRestarting the database ... 12\n' },
      },
      hints: ['The longest title and the longest page number may belong to different entries.', 'Every line gets at least three dots.'],
      par: 237,
    },
    D: {
      description:
        'The runbook has sections, subsections and sub-subsections, and the printed table of contents shows the nesting. ' +
        'Each entry starts with d dashes (0 <= d <= 3) giving its depth; its line is 2d spaces of indentation, the title, a space, a run of dots, a space and the page number, padded with dots to exactly 40 characters. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds 0 to 3 dashes, a title of 1 to 24 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly 40 characters long (leading spaces included).',
        examples: { input: '4\nIntroduction|1\n-Paging policy|2\n--Who to wake up|3\nEscalation|4\n', output: 'Introduction ......................... 1\n  Paging policy ...................... 2\n' +
          '    Who to wake up ................... 3\nEscalation ........................... 4\n' },
      },
      hints: ['The indentation counts towards the 40 characters.'],
      par: 206,
    },
    E: {
      description:
        'The runbook table of contents has to be generated before the page numbers exist, so you get the length of each section instead. ' +
        'The first section starts on page 1 and each section starts right after the previous one ends. ' +
        'Every entry becomes one line of exactly 40 characters: the title, a space, a run of dots, a space and the starting page of that section. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and the number of pages of that section, from 1 to 99. With k = 0 print nothing.',
        output_format: 'k lines, each exactly 40 characters long.',
        examples: { input: '3\nIntroduction|3\nEscalation|8\nRestarting the database|2\n', output: 'Introduction ......................... 1\nEscalation ........................... 4\n' +
          'Restarting the database ............. 12\n' },
      },
      hints: ['A section with n pages that starts on page s is followed by a section starting on page s + n.'],
      par: 184,
    },
  },
};
