import type { HoleSpec } from '../../../schema';

const SAMPLE = '4 5\n13119\n21911\n19151\n11181\n';

const FMT = (digits: string, lim: string) =>
  `The first line holds R and C (1 <= R, C <= ${lim}). Then R lines follow, each exactly C digits from ${digits}.`;
const intro =
  'You must run a new network cable through the server hall, modelled as a grid of digits; the cable goes from cell to cell up, down, left or right and never leaves the grid. ';

export const hole: HoleSpec = {
  id: 48,
  title: 'Cable Through the Server Hall',
  category: 'grids',
  difficulty: 8,
  variations: {
    A: {
      description:
        intro +
        'Each digit (1..9) is the cost of pulling the cable into that cell. The cable starts in the top-left cell (whose cost is not paid) and ends in the bottom-right cell. ' +
        'Print the minimum total cost. The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('1 to 9', '100') + ' The smallest hall is a single cell (answer 0).',
        output_format: 'One integer: the minimum sum of the digits of all entered cells.',
        examples: { input: SAMPLE, output: '9\n' },
      },
      hints: ['Costs differ per cell: use Dijkstra, not plain breadth-first search.', 'The best route may go up or left sometimes.'],
      par: 527,
    },
    B: {
      description:
        intro +
        'Each digit (1..9) is the cost of the cell. The cable may start in any cell of the leftmost column and end in any cell of the rightmost column, and you pay for every cell it occupies, the starting cell included. ' +
        'Print the minimum total cost. The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('1 to 9', '100') + ' The smallest hall is a single cell (the answer is its digit).',
        output_format: 'One integer: the minimum sum of the digits of all cells on the cable.',
        examples: { input: SAMPLE, output: '8\n' },
      },
      hints: ['Put every cell of the left column in the priority queue at the start.', 'Stop at the first cell of the right column that leaves the queue.'],
      par: 491,
    },
    C: {
      description:
        intro +
        'Each digit (1..9) is the temperature of that cell, and the cable melts at high temperatures. ' +
        'The cable starts in the top-left cell and ends in the bottom-right cell; print the smallest possible value of the hottest cell on the cable (start and end cells included). ' +
        'The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('1 to 9', '100') + ' The smallest hall is a single cell (the answer is its digit).',
        output_format: 'One integer: the minimum, over all routes, of the maximum digit along the route.',
        examples: { input: SAMPLE, output: '3\n' },
      },
      hints: ['Only nine thresholds exist: try each one with a flood fill.', 'The start and end cells always count.'],
      par: 435,
    },
    D: {
      description:
        intro +
        'Each digit (0..9) is the height of the rack floor in that cell. Moving the cable from a cell of height a to a neighbouring cell of height b costs 1 + |a - b|. ' +
        'The cable starts in the top-left cell and ends in the bottom-right cell; print the minimum total cost. The grid has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT('0 to 9', '100') + ' The smallest hall is a single cell (answer 0).',
        output_format: 'One integer: the minimum total cost of the moves.',
        examples: { input: SAMPLE, output: '11\n' },
      },
      hints: ['Every move costs at least 1, so the answer is at least R + C - 2.', 'Edge weights depend on both endpoints; Dijkstra still works.'],
      par: 551,
    },
    E: {
      description:
        intro +
        'Each digit (1..9) is the cost of pulling the cable into that cell; the top-left start cell is not paid. The cable is stiff: it can never make more than 3 consecutive steps in the same direction, and it can never reverse (a step opposite to the previous step). ' +
        'Print the minimum total cost from the top-left to the bottom-right cell, or -1 if no valid route exists. The grid has at most 60 rows and 60 columns.',
      human: {
        input_format: FMT('1 to 9', '60') + ' The smallest hall is a single cell (answer 0).',
        output_format: 'One integer: the minimum total cost, or -1.',
        examples: { input: SAMPLE, output: '9\n' },
      },
      hints: ['A state is (cell, direction of the last step, length of the current straight run).', 'A single-row hall wider than 4 cells cannot be crossed.'],
      par: 803,
    },
  },
};
