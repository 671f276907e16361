import type { HoleSpec } from '../../../schema';

const dg = (r: number, c: number, f: (i: number, j: number) => number) =>
  `${r} ${c}\n` + Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');
const noise = (i: number, j: number) => 1 + ((i * 7 + j * 13 + ((i * j) % 17) * 3) % 9);
const wall = (i: number, j: number) => (j % 20 === 10 && i % 50 !== 25 ? 9 : 1 + ((i * 3 + j * 5) % 4));
const heights = (i: number, j: number) => Math.abs(((i + j) % 20) - 10) % 10;

const SAMPLE = '4 5\n13119\n21911\n19151\n11181\n';
const TINY = '1 1\n7\n';
const PAIR = '1 2\n48\n';
const RIDGE = '3 3\n191\n191\n111\n';
const DETOUR = '5 5\n11111\n99991\n11111\n19999\n11111\n';
const FLAT = '3 4\n5555\n5555\n5555\n';

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
      cases: [
        { tag: 'empty', input: TINY, output: '0\n' },
        { tag: 'minimum', input: PAIR, output: '8\n' },
        { tag: 'tricky', input: DETOUR, output: '16\n' },
        { tag: 'tricky', input: RIDGE, output: '4\n' },
        { tag: 'typical', input: FLAT, output: '25\n' },
        { tag: 'typical', input: dg(10, 30, noise), output: '149\n' },
        { tag: 'typical', input: dg(100, 1, noise), output: '495\n' },
        { tag: 'maximum', input: dg(100, 100, noise), output: '579\n' },
        { tag: 'maximum', input: dg(100, 100, wall), output: '339\n' },
        { tag: 'maximum', input: dg(100, 100, (i, j) => (i % 4 === 1 && j > 0) || (i % 4 === 3 && j < 99) ? 9 : 1), output: '390\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '7\n' },
        { tag: 'minimum', input: PAIR, output: '12\n' },
        { tag: 'tricky', input: '3 1\n9\n4\n6\n', output: '4\n' },
        { tag: 'tricky', input: DETOUR, output: '5\n' },
        { tag: 'typical', input: RIDGE, output: '3\n' },
        { tag: 'typical', input: dg(10, 30, noise), output: '128\n' },
        { tag: 'typical', input: '4 6\n911999\n919119\n119919\n999911\n', output: '17\n' },
        { tag: 'maximum', input: dg(100, 100, noise), output: '376\n' },
        { tag: 'maximum', input: dg(100, 100, wall), output: '249\n' },
        { tag: 'maximum', input: dg(100, 100, (i, j) => (i === 73 ? 2 : 5 + ((i + j) % 5))), output: '200\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '7\n' },
        { tag: 'minimum', input: PAIR, output: '8\n' },
        { tag: 'tricky', input: DETOUR, output: '1\n' },
        { tag: 'tricky', input: '2 2\n91\n11\n', output: '9\n' },
        { tag: 'typical', input: RIDGE, output: '1\n' },
        { tag: 'typical', input: dg(10, 30, noise), output: '9\n' },
        { tag: 'typical', input: '3 5\n12345\n98765\n11119\n', output: '9\n' },
        { tag: 'maximum', input: dg(100, 100, noise), output: '8\n' },
        { tag: 'maximum', input: dg(100, 100, wall), output: '4\n' },
        { tag: 'maximum', input: dg(100, 100, (i, j) => (i % 4 === 1 && j > 0) || (i % 4 === 3 && j < 99) ? 9 : 3), output: '3\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '0\n' },
        { tag: 'minimum', input: PAIR, output: '5\n' },
        { tag: 'tricky', input: '3 3\n090\n090\n000\n', output: '4\n' },
        { tag: 'tricky', input: '1 5\n09090\n', output: '40\n' },
        { tag: 'typical', input: FLAT, output: '5\n' },
        { tag: 'typical', input: dg(10, 30, heights), output: '100\n' },
        { tag: 'typical', input: dg(12, 12, (i, j) => (i * j) % 10), output: '23\n' },
        { tag: 'maximum', input: dg(100, 100, heights), output: '548\n' },
        { tag: 'maximum', input: dg(100, 100, (i, j) => noise(i, j) % 10), output: '470\n' },
        { tag: 'maximum', input: dg(100, 100, (i, j) => (j % 20 === 10 && i % 50 !== 25 ? 9 : 0)), output: '198\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '0\n' },
        { tag: 'minimum', input: PAIR, output: '8\n' },
        { tag: 'tricky', input: '1 5\n11111\n', output: '-1\n' },
        { tag: 'tricky', input: '1 4\n1111\n', output: '3\n' },
        { tag: 'tricky', input: '2 8\n11111111\n99999999\n', output: '34\n' },
        { tag: 'typical', input: DETOUR, output: '24\n' },
        { tag: 'typical', input: dg(10, 30, noise), output: '156\n' },
        { tag: 'maximum', input: dg(60, 60, noise), output: '393\n' },
        { tag: 'maximum', input: dg(60, 60, (i, j) => (i === j || i === j + 1 ? 1 : 9)), output: '118\n' },
        { tag: 'maximum', input: dg(60, 60, (i, j) => (i % 4 === 1 && j > 0) || (i % 4 === 3 && j < 59) ? 9 : 1), output: '318\n' },
      ],
    },
  },
};
