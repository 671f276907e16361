import type { HoleSpec } from '../../../schema';

const SAMPLE = '5 6\n#.....\n...#..\n......\n.#....\n......\n';

const FMT = (extra: string, lim: string) =>
  `The first line holds R and C${extra} (0 <= R, C <= ${lim}; R is 0 exactly when C is 0). ` +
  'Then R lines follow, each exactly C characters long, using only "." (free desk) and "#" (desk covered in someone\'s unwashed mugs).';
const intro =
  'After the incident, the whole team needs to sit together for the post-mortem, so you look at the open-plan office as a grid of desks: "." is free and "#" is covered in unwashed mugs. ';

export const hole: HoleSpec = {
  id: 47,
  title: 'Post-Mortem Seating Plan',
  category: 'grids',
  difficulty: 7,
  variations: {
    A: {
      description:
        intro +
        'Print the side length of the largest square block of free desks (all cells "."), aligned with the grid. The office has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('', '100') + ' The empty office is "0 0" with no rows.',
        output_format: 'One integer: the side of the largest all-"." square, or 0 if there is no free desk (including the empty office).',
        examples: { input: SAMPLE, output: '3\n' },
      },
      hints: ['The largest square ending at a cell is 1 + the minimum of the squares ending just above, just left and diagonally up-left.'],
      par: 375,
    },
    B: {
      description:
        intro +
        'Meetings come in every square size, so print how many square blocks of free desks exist: count all pairs (top-left corner, side length k >= 1) such that the k by k block is inside the office and all its cells are ".". ' +
        'The office has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('', '100') + ' The empty office is "0 0" with no rows.',
        output_format: 'One integer: the number of all-"." square blocks of any size (0 for the empty office).',
        examples: { input: SAMPLE, output: '40\n' },
      },
      hints: ['If the largest free square with its bottom-right corner at a cell has side s, exactly s squares end there.'],
      par: 379,
    },
    C: {
      description:
        intro +
        'Any rectangle will do: print the area (number of cells) of the largest rectangular block of free desks, aligned with the grid and made only of "." cells. ' +
        'The office has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('', '100') + ' The empty office is "0 0" with no rows.',
        output_format: 'One integer: the area of the largest all-"." rectangle, or 0 if there is no free desk (including the empty office).',
        examples: { input: SAMPLE, output: '12\n' },
      },
      hints: ['For each row, the heights of free columns ending there form a histogram.', 'The largest rectangle in a histogram can be found with a stack.'],
      par: 359,
    },
    D: {
      description:
        intro +
        'Facilities asks a different question: print the side length of the largest square block, aligned with the grid, whose cells are all the same (all "." or all "#"). ' +
        'The office has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('', '100') + ' The empty office is "0 0" with no rows.',
        output_format: 'One integer: the side of the largest uniform square (0 only for the empty office).',
        examples: { input: SAMPLE, output: '3\n' },
      },
      hints: ['Any single cell is a uniform square of side 1.'],
      par: 473,
    },
    E: {
      description:
        intro +
        'The team has exactly K*K people, so print how many K by K square blocks of free desks exist: count the top-left corners such that the K by K block is inside the office and all its cells are ".". ' +
        'The office has at most 100 rows and 100 columns, and 1 <= K <= 100.',
      human: {
        input_format: FMT(' and K', '100, 1 <= K <= 100') + ' The empty office is "0 0 K" with no rows.',
        output_format: 'One integer: the number of all-"." K by K blocks (0 for the empty office, or when K exceeds the office).',
        examples: { input: SAMPLE.replace('5 6', '5 6 2'), output: '11\n' },
      },
      hints: ['Overlapping blocks count separately.', 'A 2D prefix sum tells in O(1) whether a block contains a "#".'],
      par: 366,
    },
  },
};
