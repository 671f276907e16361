import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 86,
  title: 'Open-Plan Office, Queens on Call',
  category: 'puzzles',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The open-plan office is an n x n grid of desks, and on-call engineers seated in the same row, column or diagonal can read each other\'s pager screens, which is a compliance incident. ' +
        'Some desks are broken (#) and cannot be used; the others are free (.). ' +
        'Given the floor plan (0 <= n <= 10), print the number of ways to seat exactly n engineers on free desks so that no two share a row, a column or a diagonal (the n-queens puzzle with holes).',
      human: {
        input_format: 'The first line holds n (0 <= n <= 10). Then n lines of exactly n characters follow, each character . (free) or # (broken). With n = 0 the floor is empty and there is exactly one (empty) seating, so print 1.',
        output_format: 'One integer: the number of valid seatings.',
        examples: { input: '4\n....\n....\n....\n....\n', output: '2\n' },
      },
      hints: ['Each row gets exactly one engineer: backtrack row by row.', 'Track used columns and both diagonal directions (r + c and r - c).'],
      par: 372,
    },
    B: {
      description:
        'The open-plan office is an n x n grid of desks; this quarter the only rule is that two on-call engineers may not share a row or a column (diagonals are fine, the monitors got privacy filters). ' +
        'Some desks are broken (#) and cannot be used; the others are free (.). ' +
        'Given the floor plan (0 <= n <= 12), print the number of ways to seat exactly n engineers on free desks with no two in the same row or column.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 12). Then n lines of exactly n characters follow, each . (free) or # (broken). With n = 0 there is exactly one (empty) seating, so print 1.',
        output_format: 'One integer: the number of valid seatings (it fits easily in 32 bits).',
        examples: { input: '3\n.#.\n...\n..#\n', output: '3\n' },
      },
      hints: ['Plain backtracking over 12! seatings is too slow; memoise on (row, set of used columns).', 'A bitmask of used columns makes a compact key: dp over 2^n masks.'],
      par: 304,
    },
    C: {
      description:
        'The open-plan office is an n x n grid of desks; on-call engineers in the same row, column or diagonal can read each other\'s pager screens, so that is not allowed. ' +
        'Broken desks are #, free desks are . and you must seat exactly n engineers, one per row. ' +
        'Among all valid seatings, describe each by the list of occupied columns row by row, and print the lexicographically smallest list, comparing column numbers as numbers (0 <= n <= 10), or none if there is no valid seating.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 10). Then n lines of exactly n characters follow, each . (free) or # (broken). With n = 0 the only seating is empty and the output is an empty line.',
        output_format: 'n integers separated by single spaces: for rows 1..n, the column (1..n) of that row\'s engineer; or the word none.',
        examples: { input: '4\n....\n....\n....\n....\n', output: '2 4 1 3\n' },
      },
      hints: ['Backtrack row by row, trying columns from left to right; the first complete seating found is the answer.'],
      par: 414,
    },
    D: {
      description:
        'The open-plan office is an n x n grid of desks, and on-call engineers in the same row, column or diagonal can read each other\'s pager screens, which is not allowed. ' +
        'Some engineers have already claimed desks (Q) and will not move; other desks are free (.) or broken (#). ' +
        'Given the floor plan (0 <= n <= 10), print the number of ways to seat engineers on free desks so that there are exactly n engineers in total, including the ones already seated, and no two see each other.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 10). Then n lines of exactly n characters follow, each . (free), # (broken) or Q (already taken). With n = 0 print 1. If the engineers already seated see each other, the answer is 0.',
        output_format: 'One integer: the number of ways to complete the seating.',
        examples: { input: '4\n.Q..\n....\n....\n....\n', output: '1\n' },
      },
      hints: ['A row that already has a Q must use exactly that column.', 'Two Q in the same row make the answer 0.'],
      par: 481,
    },
    E: {
      description:
        'The open-plan office is an n x n grid of desks; on-call engineers in the same row, column or diagonal can read each other\'s pager screens, which is not allowed. ' +
        'Tonight only k engineers are on call, so not every row needs someone. Broken desks are #, free desks are .; ' +
        'given n, k (0 <= k <= n <= 8) and the floor plan, print the number of ways to choose k free desks such that no two of them share a row, a column or a diagonal.',
      human: {
        input_format: 'The first line holds n and k separated by a space (0 <= k <= n <= 8). Then n lines of exactly n characters follow, each . (free) or #. With k = 0 there is exactly one way (seat nobody), so print 1.',
        output_format: 'One integer: the number of sets of k desks (unordered) that work.',
        examples: { input: '3 2\n...\n...\n...\n', output: '8\n' },
      },
      hints: ['Go row by row; each row either stays empty or gets one engineer.', 'Prune when fewer rows remain than engineers still to seat.'],
      par: 469,
    },
  },
};
