import type { HoleSpec } from '../../../schema';

const grid = (head: string, r: number, c: number, f: (i: number, j: number) => string) =>
  `${head}\n` + Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');
const snake = (i: number, j: number) =>
  i === 0 && j === 0 ? 'S' : i === 98 && j === 0 ? 'E' : i % 2 === 0 || j === (i % 4 === 1 ? 99 : 0) ? '.' : '#';
const open = (i: number, j: number) => (i === 0 && j === 0 ? 'S' : i === 99 && j === 99 ? 'E' : '.');
const rocks = (i: number, j: number) =>
  i === 3 && j === 5 ? 'S' : i === 96 && j === 90 ? 'E' : i % 25 !== 12 && ((i * 17 + j * 31 + ((i * j) % 23)) % 7 === 0 || j % 10 === 7) ? '#' : '.';
const moat = (i: number, j: number) => (i === 50 && j === 50 ? 'E' : i === 0 && j === 0 ? 'S' : Math.max(Math.abs(i - 50), Math.abs(j - 50)) === 3 ? '#' : '.');

const SAMPLE = '5 7\nS..#...\n.#.#.#.\n.#...#.\n.####E.\n.......\n';
const WALLED = '3 5\nS.#..\n..#.E\n..#..\n';
const CORNER = '2 2\nS#\n#E\n';
const NO_EXIT = '2 3\nS..\n...\n';
const ONE = '1 1\nS\n';
const PAIR = '1 2\nSE\n';
const ROOM = '3 3\nS..\n...\n..E\n';
const DOUBLE = '5 5\nS.#..\n..#..\n###..\n.....\n....E\n';

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
      cases: [
        { tag: 'empty', input: ONE, output: '-1\n' },
        { tag: 'minimum', input: PAIR, output: '1\n' },
        { tag: 'tricky', input: WALLED, output: '-1\n' },
        { tag: 'tricky', input: CORNER, output: '-1\n' },
        { tag: 'typical', input: ROOM, output: '4\n' },
        { tag: 'typical', input: DOUBLE, output: '-1\n' },
        { tag: 'typical', input: NO_EXIT, output: '-1\n' },
        { tag: 'maximum', input: grid('99 100', 99, 100, snake), output: '5048\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, rocks), output: '178\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, open), output: '198\n' },
      ],
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
      cases: [
        { tag: 'empty', input: ONE, output: '-1\n' },
        { tag: 'minimum', input: PAIR, output: '1\n' },
        { tag: 'tricky', input: WALLED, output: '-1\n' },
        { tag: 'tricky', input: CORNER, output: '1\n' },
        { tag: 'typical', input: ROOM, output: '2\n' },
        { tag: 'typical', input: DOUBLE, output: '-1\n' },
        { tag: 'typical', input: NO_EXIT, output: '-1\n' },
        { tag: 'maximum', input: grid('99 100', 99, 100, snake), output: '4950\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, rocks), output: '143\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, open), output: '99\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '1 1 0\nS\n', output: '1\n' },
        { tag: 'minimum', input: '1 2 1\nSE\n', output: '2\n' },
        { tag: 'tricky', input: '3 5 20000\nS.#..\n..#.E\n..#..\n', output: '6\n' },
        { tag: 'tricky', input: '3 3 0\nS..\n...\n..E\n', output: '1\n' },
        { tag: 'typical', input: '3 3 2\nS..\n...\n..E\n', output: '6\n' },
        { tag: 'typical', input: '5 5 4\nS.#..\n..#..\n###..\n.....\n....E\n', output: '4\n' },
        { tag: 'typical', input: grid('100 100 57', 100, 100, rocks), output: '1433\n' },
        { tag: 'maximum', input: grid('99 100 20000', 99, 100, snake), output: '5049\n' },
        { tag: 'maximum', input: grid('99 100 2500', 99, 100, snake), output: '2501\n' },
        { tag: 'maximum', input: grid('100 100 120', 100, 100, open), output: '6919\n' },
      ],
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
      cases: [
        { tag: 'empty', input: ONE, output: '-1\n' },
        { tag: 'minimum', input: PAIR, output: '1\n' },
        { tag: 'tricky', input: WALLED, output: '5\n' },
        { tag: 'tricky', input: CORNER, output: '2\n' },
        { tag: 'typical', input: ROOM, output: '4\n' },
        { tag: 'tricky', input: '3 5\nS#.#E\n.#.#.\n.#.#.\n', output: '-1\n' },
        { tag: 'typical', input: NO_EXIT, output: '-1\n' },
        { tag: 'maximum', input: grid('99 100', 99, 100, snake), output: '4850\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, rocks), output: '178\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, moat), output: '100\n' },
      ],
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
      cases: [
        { tag: 'empty', input: ONE, output: '0\n' },
        { tag: 'minimum', input: PAIR, output: '1\n' },
        { tag: 'tricky', input: WALLED, output: '0\n' },
        { tag: 'tricky', input: ROOM, output: '6\n' },
        { tag: 'typical', input: DOUBLE, output: '0\n' },
        { tag: 'typical', input: '4 4\nS...\n.#..\n....\n...E\n', output: '8\n' },
        { tag: 'typical', input: NO_EXIT, output: '0\n' },
        { tag: 'maximum', input: grid('99 100', 99, 100, snake), output: '1\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, rocks), output: '658757654\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, open), output: '690285631\n' },
      ],
    },
  },
};
