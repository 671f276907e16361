import type { HoleSpec } from '../../../schema';

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
    },
  },
};
