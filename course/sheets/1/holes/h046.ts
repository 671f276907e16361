import type { HoleSpec } from '../../../schema';

const SAMPLE = '5 7\nS..#...\n.#.#.#.\n.#...#.\n.####E.\n.......\n';

const rows =
  'Then R lines follow, each exactly C characters long: "#" is a wall, "." is floor, "S" is where you stand and "E" is the server you must reboot. ' +
  'There is exactly one "S" and at most one "E".';
const FMT = 'The first line holds R and C (1 <= R, C <= 100). ' + rows;
const intro =
  'The datacenter floor plan is a grid of at most 100 by 100 cells, and it is 3 a.m. and the lights are off. ' +
  'In one step you move from your cell to a neighbouring cell that is not a wall; you can never leave the grid. ';

export const hole: HoleSpec = {
  id: 46,
  title: 'Walking the Dark Datacenter',
  category: 'grids',
  difficulty: 6,
  variations: {
    A: {
      description:
        intro +
        'Moves go up, down, left or right. Print the smallest number of steps from "S" to "E", or -1 if "E" cannot be reached or does not exist.',
      human: {
        input_format: FMT + ' The emptiest plant is "1 1" with the single row "S" (no exit, so the answer is -1).',
        output_format: 'One integer: the minimum number of steps, or -1.',
        examples: { input: SAMPLE, output: '10\n' },
      },
      hints: ['Breadth-first search finds shortest paths when every step costs 1.'],
      par: 559,
    },
    B: {
      description:
        intro +
        'You may move to any of the 8 neighbouring cells, diagonals included; a diagonal step is allowed even when both cells beside it are walls. ' +
        'Print the smallest number of steps from "S" to "E", or -1 if "E" cannot be reached or does not exist.',
      human: {
        input_format: FMT + ' The emptiest plant is "1 1" with the single row "S" (no exit, so the answer is -1).',
        output_format: 'One integer: the minimum number of steps, or -1.',
        examples: { input: SAMPLE, output: '5\n' },
      },
      hints: ['Same breadth-first search, with 8 directions instead of 4.', 'Squeezing diagonally between two walls is allowed.'],
      par: 575,
    },
    C: {
      description:
        intro +
        'Moves go up, down, left or right, and your phone battery allows at most K steps before the flashlight dies. ' +
        'Print how many non-wall cells (the "S" cell itself, "." cells and the "E" cell if any) you can reach from "S" in at most K steps.',
      human: {
        input_format:
          'The first line holds R, C and K (1 <= R, C <= 100, 0 <= K <= 20000). ' + rows + ' The emptiest plant is "1 1 0" with the single row "S" (answer 1).',
        output_format: 'One integer: the number of cells reachable in at most K steps, counting the start cell.',
        examples: { input: SAMPLE.replace('5 7', '5 7 6'), output: '13\n' },
      },
      hints: ['Run a breadth-first search and stop expanding cells at distance K.', 'The "E" cell is an ordinary floor cell here.'],
      par: 433,
    },
    D: {
      description:
        intro +
        'Moves go up, down, left or right, and you carry one sledgehammer: during the whole walk you may step onto at most one wall cell (it is smashed when you enter it). ' +
        'Print the smallest number of steps from "S" to "E", or -1 if "E" cannot be reached or does not exist.',
      human: {
        input_format: FMT + ' The emptiest plant is "1 1" with the single row "S" (no exit, so the answer is -1).',
        output_format: 'One integer: the minimum number of steps, or -1.',
        examples: { input: SAMPLE, output: '8\n' },
      },
      hints: ['Search over states (cell, hammer used or not).', 'Entering the smashed wall still costs one step.'],
      par: 656,
    },
    E: {
      description:
        intro +
        'Moves go up, down, left or right. Your manager wants to know how many different shortest walks from "S" to "E" exist (two walks differ if their sequences of cells differ). ' +
        'Print that number modulo 1000000007, or 0 if "E" cannot be reached or does not exist.',
      human: {
        input_format: FMT + ' The emptiest plant is "1 1" with the single row "S" (no exit, so the answer is 0).',
        output_format: 'One integer: the number of shortest walks modulo 1000000007, or 0.',
        examples: { input: SAMPLE, output: '1\n' },
      },
      hints: ['During the breadth-first search, a cell\'s count is the sum of the counts of its neighbours one step closer to "S".', 'Reduce modulo 1000000007 as you go.'],
      par: 622,
    },
  },
};
