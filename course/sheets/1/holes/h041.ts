import type { HoleSpec } from '../../../schema';
const SMALL = '4 6\n..X...\n......\nXX..X.\n.....X\n';
const FULL_ROWS = '5 4\nXXXX\n.XXX\nXXXX\nXXX.\n....\n';

const inputFormat =
  'The first line holds two integers R and C (0 <= R, C <= 100; R is 0 exactly when C is 0). ' +
  'Then R lines follow, each exactly C characters long, using only "." (healthy) and "X" (failed). ' +
  'The empty rack is the single line "0 0".';

export const hole: HoleSpec = {
  id: 41,
  title: 'Blinking Rack Census',
  category: 'grids',
  difficulty: 1,
  variations: {
    A: {
      description:
        'The datacenter camera sends you a snapshot of a server rack at 3 a.m.: a grid of status LEDs where "." is a healthy server and "X" is a failed one. ' +
        'Before you wake anybody up, count the failed servers. ' +
        'The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: inputFormat,
        output_format: 'One integer: the number of "X" cells in the grid (0 for the empty rack).',
        examples: { input: SMALL, output: '5\n' },
      },
      hints: ['The header line contains no X at all.'],
      par: 87,
    },
    B: {
      description:
        'The datacenter camera sends you a snapshot of a server rack at 3 a.m.: a grid of status LEDs where "." is a healthy server and "X" is a failed one. ' +
        'Each row of the grid is one shelf, and every shelf with at least one failed server needs its own incident ticket. ' +
        'Count the shelves (rows) that contain at least one "X". The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: inputFormat,
        output_format: 'One integer: the number of rows containing at least one "X" (0 for the empty rack).',
        examples: { input: SMALL, output: '3\n' },
      },
      hints: ['A row counts once, however many failures it has.'],
      par: 126,
    },
    C: {
      description:
        'The datacenter camera sends you a snapshot of a server rack at 3 a.m.: a grid of status LEDs where "." is a healthy server and "X" is a failed one. ' +
        'Each column of the grid shares one power strip, and you suspect the strips. ' +
        'Count the columns that contain at least one "X". The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: inputFormat,
        output_format: 'One integer: the number of columns containing at least one "X" (0 for the empty rack).',
        examples: { input: SMALL, output: '5\n' },
      },
      hints: ['Look at the grid sideways: the columns are the rows of the transposed grid.'],
      par: 132,
    },
    D: {
      description:
        'The datacenter camera sends you a snapshot of a server rack at 3 a.m.: a grid of status LEDs where "." is a healthy server and "X" is a failed one. ' +
        'You will start with the worst shelf: print the 1-based number of the row holding the most "X" cells. ' +
        'If several rows tie, print the smallest such number; if there is no "X" at all, print 0. The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: inputFormat,
        output_format: 'One integer: the 1-based index of the first row with the most "X" cells, or 0 if the grid has no "X" (including the empty rack).',
        examples: { input: SMALL, output: '3\n' },
      },
      hints: ['Count per row and keep only strict improvements, so the first row wins ties.'],
      par: 199,
    },
    E: {
      description:
        'The datacenter camera sends you a snapshot of a server rack at 3 a.m.: a grid of status LEDs where "." is a healthy server and "X" is a failed one. ' +
        'A shelf whose servers have all failed is probably just unplugged, and that is someone else\'s problem. ' +
        'Count the rows made entirely of "X". The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: inputFormat,
        output_format: 'One integer: the number of rows in which every cell is "X" (0 for the empty rack).',
        examples: { input: FULL_ROWS, output: '2\n' },
      },
      hints: ['A row qualifies only if it contains no "." at all.'],
      par: 146,
    },
  },
};
