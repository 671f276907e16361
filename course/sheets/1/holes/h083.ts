import type { HoleSpec } from '../../../schema';

const square = (n: number, f: (i: number, j: number) => number): number[][] =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => f(i, j)));
const grid = (rows: number[][]): string => rows.length + '\n' + rows.map((r) => r.join(' ') + '\n').join('');
const patch = (g: number[][], r: number, c: number, v: number): number[][] =>
  g.map((row, i) => row.map((x, j) => (i === r && j === c ? v : x)));
const sudoku = (k: number): number[][] => square(k * k, (i, j) => (((i % k) * k + Math.floor(i / k) + j) % (k * k)) + 1);

export const hole: HoleSpec = {
  id: 83,
  title: 'The Rota That Must Not Repeat',
  category: 'puzzles',
  difficulty: 3,
  variations: {
    A: {
      description:
        'The on-call rota is an n x n grid: row i is week i, column j is weekday slot j, and each cell holds the number of the engineer covering it (engineers are numbered 1 to n). ' +
        'Fairness rule: every row and every column must contain each of 1..n exactly once (a Latin square). ' +
        'Given the grid (0 <= n <= 50), print yes if the rota is fair and no otherwise.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 50). Then n lines follow, each with n integers between 0 and 99 separated by single spaces. With n = 0 the grid is empty and counts as fair.',
        output_format: 'yes or no.',
        examples: { input: '3\n1 2 3\n3 1 2\n2 3 1\n', output: 'yes\n' },
      },
      hints: ['Check each row and each column: sorted, it must be exactly 1, 2, ..., n.', 'Values outside 1..n make the rota unfair too.'],
      par: 266,
      cases: [
        { tag: 'empty', input: '0\n', output: 'yes\n' },
        { tag: 'minimum', input: '1\n1\n', output: 'yes\n' },
        { tag: 'minimum', input: '1\n2\n', output: 'no\n' },
        { tag: 'typical', input: '2\n1 2\n2 1\n', output: 'yes\n' },
        { tag: 'tricky', input: '3\n1 2 3\n2 3 1\n1 2 3\n', output: 'no\n' },
        { tag: 'tricky', input: '3\n2 3 4\n3 4 2\n4 2 3\n', output: 'no\n' },
        { tag: 'tricky', input: '4\n1 2 3 4\n3 4 1 2\n1 2 3 4\n3 4 1 2\n', output: 'no\n' },
        { tag: 'typical', input: grid(square(7, (i, j) => ((3 * i + j) % 7) + 1)), output: 'yes\n' },
        { tag: 'maximum', input: grid(square(50, (i, j) => ((3 * i + j) % 50) + 1)), output: 'yes\n' },
        { tag: 'maximum', input: grid(square(50, (i, j) => ((2 * i + j) % 50) + 1)), output: 'no\n' },
      ],
    },
    B: {
      description:
        'The on-call rota is an n x n grid of engineer numbers: every row and every column should contain each of 1..n exactly once. ' +
        'Before escalating, your manager wants to know how bad it is. ' +
        'Given the grid (0 <= n <= 50), print the number of rows plus the number of columns that are not a permutation of 1..n.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 50). Then n lines follow, each with n integers between 0 and 99 separated by single spaces. With n = 0 the grid is empty and the answer is 0.',
        output_format: 'One integer between 0 and 2n: the count of broken rows plus broken columns.',
        examples: { input: '3\n1 2 3\n3 1 2\n3 2 1\n', output: '2\n' },
      },
      hints: ['A line is fine exactly when, sorted, it reads 1, 2, ..., n.'],
      par: 217,
      cases: [
        { tag: 'empty', input: '0\n', output: '0\n' },
        { tag: 'minimum', input: '1\n1\n', output: '0\n' },
        { tag: 'minimum', input: '1\n7\n', output: '2\n' },
        { tag: 'typical', input: '2\n1 2\n1 2\n', output: '2\n' },
        { tag: 'tricky', input: '3\n2 3 4\n3 4 2\n4 2 3\n', output: '6\n' },
        { tag: 'tricky', input: '4\n1 2 3 4\n3 4 1 2\n1 2 3 4\n3 4 1 2\n', output: '4\n' },
        { tag: 'typical', input: grid(patch(square(6, (i, j) => ((i + j) % 6) + 1), 2, 3, 1)), output: '2\n' },
        { tag: 'typical', input: grid(square(5, (i, j) => ((i * j) % 5) + 1)), output: '2\n' },
        { tag: 'maximum', input: grid(square(50, (i, j) => ((7 * i + j) % 50) + 1)), output: '0\n' },
        { tag: 'maximum', input: grid(square(50, (i, j) => ((10 * i + j) % 50) + 1)), output: '50\n' },
      ],
    },
    C: {
      description:
        'Management discovered sudoku and now the on-call rota is an n x n grid with n = k * k. ' +
        'It is valid when every row, every column and every one of the k x k boxes (the grid cut into k bands of k rows and k stacks of k columns) contains each of 1..n exactly once. ' +
        'Given the grid (n is 0, 1, 4, 9, 16, 25 or 36), print yes if it is valid and no otherwise.',
      human: {
        input_format: 'The first line holds n, one of 0, 1, 4, 9, 16, 25, 36. Then n lines follow, each with n integers between 0 and 99 separated by single spaces. With n = 0 the grid is empty and valid.',
        output_format: 'yes or no.',
        examples: { input: '4\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n', output: 'yes\n' },
      },
      hints: ['Box b covers rows k*floor(b/k) .. +k-1 and columns k*(b mod k) .. +k-1.', 'A Latin square is not automatically a valid sudoku.'],
      par: 438,
      cases: [
        { tag: 'empty', input: '0\n', output: 'yes\n' },
        { tag: 'minimum', input: '1\n1\n', output: 'yes\n' },
        { tag: 'tricky', input: '4\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n', output: 'no\n' },
        { tag: 'typical', input: grid(sudoku(3)), output: 'yes\n' },
        { tag: 'tricky', input: grid(patch(sudoku(3), 4, 4, 1)), output: 'no\n' },
        { tag: 'typical', input: grid(sudoku(4)), output: 'yes\n' },
        { tag: 'tricky', input: grid(square(9, (i, j) => ((3 * i + j) % 9) + 1)), output: 'no\n' },
        { tag: 'typical', input: grid(sudoku(5)), output: 'yes\n' },
        { tag: 'maximum', input: grid(sudoku(6)), output: 'yes\n' },
        { tag: 'maximum', input: grid(square(36, (i, j) => ((6 * i + j) % 36) + 1)), output: 'no\n' },
      ],
    },
    D: {
      description:
        'The rota for next quarter is only partly filled in: an n x n grid where each cell holds an engineer number from 1 to n, or 0 if the slot is still unassigned. ' +
        'It is consistent so far if no row and no column contains the same engineer number twice (zeros may repeat freely). ' +
        'Given the grid (0 <= n <= 50), print consistent or conflict.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 50). Then n lines follow, each with n integers between 0 and n separated by single spaces. With n = 0 the grid is empty and consistent.',
        output_format: 'consistent or conflict.',
        examples: { input: '3\n1 0 0\n0 0 1\n0 1 0\n', output: 'consistent\n' },
      },
      hints: ['Ignore the zeros, then look for a repeated value in each row and each column.'],
      par: 378,
      cases: [
        { tag: 'empty', input: '0\n', output: 'consistent\n' },
        { tag: 'minimum', input: '1\n0\n', output: 'consistent\n' },
        { tag: 'minimum', input: '1\n1\n', output: 'consistent\n' },
        { tag: 'tricky', input: '3\n0 0 0\n0 0 0\n0 0 0\n', output: 'consistent\n' },
        { tag: 'tricky', input: '3\n1 0 0\n0 2 0\n1 0 3\n', output: 'conflict\n' },
        { tag: 'typical', input: '3\n1 2 0\n0 1 2\n2 0 2\n', output: 'conflict\n' },
        { tag: 'typical', input: grid(square(8, (i, j) => ((i + j) % 3 === 0 ? 0 : ((i + j) % 8) + 1))), output: 'consistent\n' },
        { tag: 'typical', input: grid(square(8, (i, j) => ((i + j) % 3 === 0 ? 0 : ((i + 2 * j) % 8) + 1))), output: 'conflict\n' },
        { tag: 'maximum', input: grid(square(50, (i, j) => ((i * j) % 4 === 1 ? 0 : ((3 * i + j) % 50) + 1))), output: 'consistent\n' },
        { tag: 'maximum', input: grid(patch(square(50, (i, j) => (i === j ? 0 : ((i + j) % 50) + 1)), 49, 48, 49)), output: 'conflict\n' },
      ],
    },
    E: {
      description:
        'The rota was a perfect Latin square (every row and column of the n x n grid contains each engineer number 1..n exactly once) until someone edited a single cell during a 3 a.m. incident. ' +
        'You are given the grid, which is either still perfect or has exactly one cell changed to a different number in 1..n. ' +
        'Print the row, the column (both counted from 1) and the value the cell must have to restore the rota, or clean if nothing was changed (0 <= n <= 50).',
      human: {
        input_format: 'The first line holds n (0 <= n <= 50). Then n lines follow, each with n integers between 1 and n separated by single spaces. With n = 0 the grid is empty and the answer is clean.',
        output_format: 'Either three integers row col value separated by single spaces, or the word clean.',
        examples: { input: '3\n1 2 3\n2 3 1\n3 3 2\n', output: '3 2 1\n' },
      },
      hints: ['The changed cell sits where the only row with a duplicate meets the only column with a duplicate.', 'Its correct value is the number missing from that row.'],
      par: 366,
      cases: [
        { tag: 'empty', input: '0\n', output: 'clean\n' },
        { tag: 'minimum', input: '1\n1\n', output: 'clean\n' },
        { tag: 'minimum', input: '2\n1 2\n1 1\n', output: '2 1 2\n' },
        { tag: 'typical', input: '2\n2 1\n1 2\n', output: 'clean\n' },
        { tag: 'tricky', input: '3\n2 2 3\n2 3 1\n3 1 2\n', output: '1 1 1\n' },
        { tag: 'typical', input: grid(patch(square(7, (i, j) => ((3 * i + j) % 7) + 1), 4, 6, 7)), output: '5 7 5\n' },
        { tag: 'typical', input: grid(square(9, (i, j) => ((2 * i + j) % 9) + 1)), output: 'clean\n' },
        { tag: 'tricky', input: grid(patch(square(10, (i, j) => ((i + j) % 10) + 1), 9, 9, 1)), output: '10 10 9\n' },
        { tag: 'maximum', input: grid(patch(square(50, (i, j) => ((7 * i + j) % 50) + 1), 31, 17, 50)), output: '32 18 35\n' },
        { tag: 'maximum', input: grid(square(50, (i, j) => ((9 * i + j) % 50) + 1)), output: 'clean\n' },
      ],
    },
  },
};
