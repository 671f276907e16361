import type { HoleSpec } from '../../../schema';

const grid = (head: string, r: number, c: number, f: (i: number, j: number) => boolean) =>
  `${head}\n` + Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => (f(i, j) ? '#' : '.')).join('') + '\n').join('');
const scatter = (i: number, j: number) => (i * 37 + j * 59 + ((i * j) % 29)) % 41 === 0;
const blobs = (i: number, j: number) => ((i >> 3) * 5 + (j >> 4) * 3) % 4 === 0 || (i + 2 * j) % 47 === 0;
const islands = (i: number, j: number) => !((i > 20 && i < 63 && j > 10 && j < 95) || (i > 70 && j < 30));

const SAMPLE = '5 6\n#.....\n...#..\n......\n.#....\n......\n';
const LONG = '3 10\n..........\n#########.\n..........\n';
const HALLS = '4 7\n.#.#.#.\n.......\n.......\n.#.#.#.\n';
const FULL = '2 2\n..\n..\n';

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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n.\n', output: '1\n' },
        { tag: 'minimum', input: '1 1\n#\n', output: '0\n' },
        { tag: 'tricky', input: LONG, output: '1\n' },
        { tag: 'typical', input: HALLS, output: '2\n' },
        { tag: 'typical', input: FULL, output: '2\n' },
        { tag: 'tricky', input: '1 100\n' + '.'.repeat(100) + '\n', output: '1\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, scatter), output: '16\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, () => false), output: '100\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, islands), output: '42\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n.\n', output: '1\n' },
        { tag: 'minimum', input: '1 1\n#\n', output: '0\n' },
        { tag: 'tricky', input: LONG, output: '21\n' },
        { tag: 'typical', input: HALLS, output: '28\n' },
        { tag: 'tricky', input: FULL, output: '5\n' },
        { tag: 'typical', input: '1 100\n' + '.'.repeat(100) + '\n', output: '100\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, scatter), output: '47100\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, () => false), output: '338350\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, islands), output: '72501\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n.\n', output: '1\n' },
        { tag: 'minimum', input: '1 1\n#\n', output: '0\n' },
        { tag: 'tricky', input: LONG, output: '10\n' },
        { tag: 'typical', input: HALLS, output: '14\n' },
        { tag: 'tricky', input: '4 4\n.#..\n....\n....\n..#.\n', output: '8\n' },
        { tag: 'typical', input: '1 100\n' + '.'.repeat(100) + '\n', output: '100\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, scatter), output: '288\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, () => false), output: '10000\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, islands), output: '3528\n' },
        { tag: 'typical', input: grid('100 100', 100, 100, blobs), output: '288\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n#\n', output: '1\n' },
        { tag: 'tricky', input: '2 2\n.#\n#.\n', output: '1\n' },
        { tag: 'tricky', input: '3 4\n##..\n##..\n...#\n', output: '2\n' },
        { tag: 'typical', input: HALLS, output: '2\n' },
        { tag: 'typical', input: LONG, output: '1\n' },
        { tag: 'typical', input: grid('100 100', 100, 100, (i, j) => (i + j) % 2 === 0), output: '1\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, scatter), output: '16\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, (i, j) => !islands(i, j)), output: '42\n' },
        { tag: 'maximum', input: grid('100 100', 100, 100, blobs), output: '16\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0 1\n', output: '0\n' },
        { tag: 'minimum', input: '1 1 1\n.\n', output: '1\n' },
        { tag: 'minimum', input: '1 1 1\n#\n', output: '0\n' },
        { tag: 'tricky', input: '3 10 4\n..........\n#########.\n..........\n', output: '0\n' },
        { tag: 'typical', input: '4 7 2\n.#.#.#.\n.......\n.......\n.#.#.#.\n', output: '6\n' },
        { tag: 'tricky', input: '2 2 3\n..\n..\n', output: '0\n' },
        { tag: 'typical', input: grid('100 100 7', 100, 100, scatter), output: '2450\n' },
        { tag: 'maximum', input: grid('100 100 100', 100, 100, () => false), output: '1\n' },
        { tag: 'maximum', input: grid('100 100 1', 100, 100, scatter), output: '9740\n' },
        { tag: 'maximum', input: grid('100 100 30', 100, 100, islands), output: '715\n' },
      ],
    },
  },
};
