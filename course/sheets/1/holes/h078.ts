import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 78,
  title: 'ls -C on the Crash-Dump Directory',
  category: 'text_formatting',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The crash-dump directory has hundreds of files and you want to list them the way ls does on a terminal, in columns filled top to bottom. ' +
        'For r rows, name i (counting from 0, in input order) goes to row i mod r of column floor(i / r). ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the smallest r whose layout fits (if none fits, use one name per line) and print it, each name padded on the right to its column width.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines; in each line the names of that row, each column starting exactly 2 characters after the previous column width ends (trailing spaces do not matter).',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a   ccc   eeeee   g   iii\nbb  dddd  ffffff  hh  jjjj\n' },
      },
      hints: ['Try r = 1, 2, 3, ... in order; the number of columns is ceil(n / r).', 'Each column has its own width.'],
      par: 415,
    },
    B: {
      description:
        'The crash-dump directory has hundreds of files and you list them like ls -x, in columns filled left to right, row by row. ' +
        'For c columns, name i (counting from 0, in input order) goes to row floor(i / c) of column i mod c. ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the largest c whose layout fits (if none fits, use one column) and print it, each name padded on the right to its column width.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'One line per row, names separated so that every column starts 2 characters after the previous column width ends (trailing spaces do not matter).',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a       bb  ccc  dddd  eeeee\nffffff  g   hh   iii   jjjj\n' },
      },
      hints: ['Try c = n, n - 1, ... down to 1.', 'The width of column j is the longest of names j, j + c, j + 2c, ...'],
      par: 370,
    },
    C: {
      description:
        'The crash-dump directory listing uses the simple layout of old column tools: every column has the same width m, the length of the longest name. ' +
        'Columns are separated by two spaces, so c = max(1, floor((W + 2) / (m + 2))) columns fit; use r = ceil(n / c) rows, and put name i (counting from 0, in input order) in row i mod r of column floor(i / r). ' +
        'Print the rows, each name padded on the right to width m.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines; column k starts at character position k(m + 2) (trailing spaces do not matter).',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a       dddd    g       jjjj\nbb      eeeee   hh\nccc     ffffff  iii\n' },
      },
      hints: ['With r rows fixed, fewer than c columns may end up being used.'],
      par: 280,
    },
    D: {
      description:
        'Like ls, list the crash-dump directory sorted: order the names by their lowercase form, and names with equal lowercase forms by plain character codes. ' +
        'Then lay them out in columns filled top to bottom: for r rows, the i-th sorted name (from 0) goes to row i mod r of column floor(i / r). ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the smallest r whose layout fits (if none fits, use one name per line) and print it, each name padded on the right to its column width.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines of padded names (trailing spaces do not matter).',
        examples: { input: '30\nREADME b-2 B-1 a core Core\n', output: 'a    b-2   core\nB-1  Core  README\n' },
      },
      hints: ['Sort first, then it is the same layout as ls -C.', 'README sorts after core here, as r comes after c.'],
      par: 452,
    },
    E: {
      description:
        'The crash dumps are named by their size, so you want ls-style columns with the names right-aligned. ' +
        'For r rows, name i (counting from 0, in input order) goes to row i mod r of column floor(i / r). ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the smallest r whose layout fits (if none fits, use one name per line) and print it, each name padded on the left to its column width, with two spaces between columns.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines; within a column all names end at the same position.',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: ' a   ccc   eeeee   g   iii\nbb  dddd  ffffff  hh  jjjj\n' },
      },
      hints: ['Leading spaces matter here; only trailing ones are ignored.'],
      par: 415,
    },
  },
};
