import type { HoleSpec } from '../../../schema';
const SAMPLE = '4 6\n335543\n310014\n342104\n333333\n';

const FMT = (lim: string) =>
  `The first line holds R and C (0 <= R, C <= ${lim}; R is 0 exactly when C is 0). Then R lines follow, each exactly C digits 0..9 (the heights). The empty roof is "0 0" with no rows.`;
const intro =
  'The datacenter roof leaks onto your desk every time it rains during an on-call shift, so you modelled the roof as a grid of heights. ' +
  'After a long storm, the water level of a cell is the smallest L such that some path of side-adjacent cells (up, down, left, right) leads from that cell to a drain cell with every cell on the path, both ends included, of height <= L; the cell holds L minus its height units of water. ';
const escape = 'Every cell on the border of the grid is a drain cell. ';

export const hole: HoleSpec = {
  id: 49,
  title: 'The Roof Above the On-Call Desk',
  category: 'grids',
  difficulty: 9,
  variations: {
    A: {
      description:
        intro + escape +
        'Print the total volume of trapped water: the sum over all cells of (water level - height) where the level is above the height. The roof has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('100'),
        output_format: 'One integer: the total volume of water held on the roof (0 for the empty roof).',
        examples: { input: SAMPLE, output: '16\n' },
      },
      hints: ['Start from the border cells and grow inwards, always from the lowest boundary cell (priority queue).', 'Water never escapes diagonally.'],
      par: 599,
    },
    B: {
      description:
        intro + escape +
        'Facilities wants to know how many buckets to bring: print the number of cells whose water level is strictly above their height. The roof has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('100'),
        output_format: 'One integer: the number of cells holding water (0 for the empty roof).',
        examples: { input: SAMPLE, output: '7\n' },
      },
      hints: ['Compute each cell\'s final water level first; then compare with its height.', 'Water never escapes diagonally.'],
      par: 591,
    },
    C: {
      description:
        intro + escape +
        'Print the depth of the deepest puddle: the maximum over all cells of (water level - height), or 0 if no water is held. The roof has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('100'),
        output_format: 'One integer: the maximum water depth over all cells (0 if the roof stays dry, including the empty roof).',
        examples: { input: SAMPLE, output: '3\n' },
      },
      hints: ['The deepest point is not always in the largest pool.', 'Water never escapes diagonally.'],
      par: 602,
    },
    D: {
      description:
        intro + escape +
        'This roof was surveyed with a laser, so heights are large integers (0 to 10^9). Print the total volume of trapped water: the sum over all cells of (water level - height) where the level is above the height. ' +
        'The roof has at most 40 rows and 40 columns.',
      human: {
        input_format:
          'The first line holds R and C (0 <= R, C <= 40; R is 0 exactly when C is 0). Then R lines follow, each with C integers between 0 and 1000000000 separated by single spaces. The empty roof is "0 0" with no rows.',
        output_format: 'One integer: the total volume of water held on the roof (0 for the empty roof). It may exceed 2^32.',
        examples: { input: '3 4\n50 50 50 50\n50 7 1000 50\n50 50 20 50\n', output: '43\n' },
      },
      hints: ['A priority queue keyed by water level handles any heights.', 'Use 64-bit arithmetic for the sum.'],
      par: 605,
    },
    E: {
      description:
        intro +
        'The roof has tall parapets along its top and bottom edges, so the drain cells are only the cells of the leftmost and rightmost columns (water pours off over the left or right edge). ' +
        'Print the total volume of trapped water: the sum over all cells of (water level - height) where the level is above the height. The roof has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('100'),
        output_format: 'One integer: the total volume of water held on the roof (0 for the empty roof).',
        examples: { input: '4 6\n335543\n310014\n342104\n330333\n', output: '19\n' },
      },
      hints: ['Only the first and last columns are drains: start the priority queue from them.', 'A cell in the top row can now hold water.'],
      par: 580,
    },
  },
};
