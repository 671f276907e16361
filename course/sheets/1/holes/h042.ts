import type { HoleSpec } from '../../../schema';

const LOGO = '3 4\nAB#.\nCD..\nEF.#\n';

const fmt = (extra: string) =>
  'The first line holds two integers R and C (0 <= R, C <= 100; R is 0 exactly when C is 0)' + extra + '. ' +
  'Then R lines follow, each exactly C characters long; the characters are letters, digits, "#", "." and "!" (never spaces). ' +
  'The empty dashboard is the header with R = C = 0 and no rows.';
const FMT = fmt('');
const intro =
  'The wall-mounted incident dashboard was installed by someone who had clearly been paged three times that night, and the picture comes out wrong. ' +
  'You get the picture as a grid of characters with R rows and C columns (at most 100 each). ';

export const hole: HoleSpec = {
  id: 42,
  title: 'The Sideways Dashboard',
  category: 'grids',
  difficulty: 2,
  variations: {
    A: {
      description:
        intro +
        'Print the grid rotated 90 degrees clockwise: the result has C rows of R characters, and its first row is the original first column read from bottom to top.',
      human: {
        input_format: FMT,
        output_format: 'C lines of R characters: the rotated grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: 'ECA\nFDB\n..#\n#..\n' },
      },
      hints: ['Row j of the answer is column j of the input, read upwards.'],
      par: 124,
    },
    B: {
      description:
        intro +
        'Print the grid rotated 90 degrees counterclockwise: the result has C rows of R characters, and its first row is the original last column read from top to bottom.',
      human: {
        input_format: FMT,
        output_format: 'C lines of R characters: the rotated grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: '..#\n#..\nBDF\nACE\n' },
      },
      hints: ['Row j of the answer is column C-1-j of the input, read downwards.'],
      par: 130,
    },
    C: {
      description:
        intro +
        'The screen is mounted upside down: print the grid rotated by 180 degrees, i.e. the rows in reverse order with every row also reversed.',
      human: {
        input_format: FMT,
        output_format: 'R lines of C characters: the rotated grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: '#.FE\n..DC\n.#BA\n' },
      },
      hints: ['Reversing the order of the rows alone is only a vertical flip.'],
      par: 115,
    },
    D: {
      description:
        intro +
        'This time it was mirrored along its main diagonal: print the transpose of the grid, whose row j is the original column j read from top to bottom.',
      human: {
        input_format: FMT,
        output_format: 'C lines of R characters: the transposed grid. For the empty dashboard print nothing.',
        examples: { input: LOGO, output: 'ACE\nBDF\n#..\n..#\n' },
      },
      hints: ['The character at row i, column j moves to row j, column i.'],
      par: 118,
    },
    E: {
      description:
        intro +
        'The mount has a motor that turned the screen K quarter turns clockwise before jamming. ' +
        'Print the grid rotated K times by 90 degrees clockwise (0 <= K <= 10^9).',
      human: {
        input_format: fmt(', followed by the integer K (0 <= K <= 1000000000) on the same line'),
        output_format:
          'The rotated grid, one line per row (C rows of R characters after an odd number of quarter turns, otherwise R rows of C characters). For the empty dashboard print nothing.',
        examples: { input: '3 4 5\nAB#.\nCD..\nEF.#\n', output: 'ECA\nFDB\n..#\n#..\n' },
      },
      hints: ['Four quarter turns bring the screen back where it started.'],
      par: 294,
    },
  },
};
