import type { HoleSpec } from '../../../schema';

const grid = (r: number, c: number, f: (i: number, j: number) => string) =>
  `${r} ${c}\n` + Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');

const EMPTY = '0 0\n';
const ONE_OK = '1 1\n.\n';
const ONE_BAD = '1 1\nX\n';
const SMALL = '4 6\n..X...\n......\nXX..X.\n.....X\n';
const WIDE = '1 12\nX..XX...X..X\n';
const TALL = '7 1\n.\nX\n.\n.\nX\nX\n.\n';
const FULL_ROWS = '5 4\nXXXX\n.XXX\nXXXX\nXXX.\n....\n';
const TIE = '3 5\n.X.X.\nXX...\n...XX\n';
const ALL_X = grid(100, 100, () => 'X');
const CHECKER = grid(100, 100, (i, j) => ((i + j) % 2 ? 'X' : '.'));
const SPARSE = grid(100, 100, (i, j) => ((i * 37 + j * 91) % 97 === 0 ? 'X' : '.'));
const STRIPES = grid(60, 90, (i, j) => (i % 7 === 3 || j % 11 === 5 ? 'X' : '.'));

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
      cases: [
        { tag: 'empty', input: EMPTY, output: '0\n' },
        { tag: 'minimum', input: ONE_OK, output: '0\n' },
        { tag: 'minimum', input: ONE_BAD, output: '1\n' },
        { tag: 'typical', input: WIDE, output: '5\n' },
        { tag: 'typical', input: TALL, output: '3\n' },
        { tag: 'typical', input: FULL_ROWS, output: '14\n' },
        { tag: 'tricky', input: '2 3\n...\n...\n', output: '0\n' },
        { tag: 'tricky', input: SPARSE, output: '104\n' },
        { tag: 'maximum', input: ALL_X, output: '10000\n' },
        { tag: 'maximum', input: CHECKER, output: '5000\n' },
      ],
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
      cases: [
        { tag: 'empty', input: EMPTY, output: '0\n' },
        { tag: 'minimum', input: ONE_OK, output: '0\n' },
        { tag: 'minimum', input: ONE_BAD, output: '1\n' },
        { tag: 'typical', input: WIDE, output: '1\n' },
        { tag: 'typical', input: TALL, output: '3\n' },
        { tag: 'typical', input: FULL_ROWS, output: '4\n' },
        { tag: 'tricky', input: '2 3\n...\n...\n', output: '0\n' },
        { tag: 'tricky', input: SPARSE, output: '100\n' },
        { tag: 'maximum', input: ALL_X, output: '100\n' },
        { tag: 'maximum', input: STRIPES, output: '60\n' },
      ],
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
      cases: [
        { tag: 'empty', input: EMPTY, output: '0\n' },
        { tag: 'minimum', input: ONE_OK, output: '0\n' },
        { tag: 'minimum', input: ONE_BAD, output: '1\n' },
        { tag: 'typical', input: WIDE, output: '5\n' },
        { tag: 'typical', input: TALL, output: '1\n' },
        { tag: 'typical', input: FULL_ROWS, output: '4\n' },
        { tag: 'tricky', input: '2 3\n...\n...\n', output: '0\n' },
        { tag: 'tricky', input: SPARSE, output: '100\n' },
        { tag: 'maximum', input: ALL_X, output: '100\n' },
        { tag: 'maximum', input: STRIPES, output: '90\n' },
      ],
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
      cases: [
        { tag: 'empty', input: EMPTY, output: '0\n' },
        { tag: 'minimum', input: ONE_OK, output: '0\n' },
        { tag: 'minimum', input: ONE_BAD, output: '1\n' },
        { tag: 'typical', input: WIDE, output: '1\n' },
        { tag: 'typical', input: TALL, output: '2\n' },
        { tag: 'typical', input: FULL_ROWS, output: '1\n' },
        { tag: 'tricky', input: TIE, output: '1\n' },
        { tag: 'tricky', input: '2 3\n...\n...\n', output: '0\n' },
        { tag: 'maximum', input: ALL_X, output: '1\n' },
        { tag: 'maximum', input: STRIPES, output: '4\n' },
      ],
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
      cases: [
        { tag: 'empty', input: EMPTY, output: '0\n' },
        { tag: 'minimum', input: ONE_OK, output: '0\n' },
        { tag: 'minimum', input: ONE_BAD, output: '1\n' },
        { tag: 'typical', input: WIDE, output: '0\n' },
        { tag: 'typical', input: TALL, output: '3\n' },
        { tag: 'typical', input: SMALL, output: '0\n' },
        { tag: 'tricky', input: '3 2\nX.\n.X\nXX\n', output: '1\n' },
        { tag: 'tricky', input: CHECKER, output: '0\n' },
        { tag: 'maximum', input: ALL_X, output: '100\n' },
        { tag: 'maximum', input: grid(100, 100, (i, j) => (i % 3 === 0 || j !== i ? 'X' : '.')), output: '34\n' },
      ],
    },
  },
};
