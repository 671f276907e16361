import type { HoleSpec } from '../../../schema';

const dg = (r: number, c: number, f: (i: number, j: number) => number) =>
  `${r} ${c}\n` + Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join('') + '\n').join('');
const sp = (r: number, c: number, f: (i: number, j: number) => number) =>
  `${r} ${c}\n` + Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => f(i, j)).join(' ') + '\n').join('');
const rings = (i: number, j: number) => (Math.max(Math.abs(i - 49.5), Math.abs(j - 49.5)) | 0) % 9;
const noise = (i: number, j: number) => (i * 7 + j * 13 + ((i * j) % 17) * 3) % 10;
const basins = (i: number, j: number) => (i % 12 === 0 || j % 15 === 0 ? 9 - ((i + j) % 3) : (i * j) % 5);
const craters = (i: number, j: number) => {
  const d = Math.abs((i % 20) - 10) + Math.abs((j % 25) - 12);
  return d === 8 ? 9 : d < 8 ? d % 4 : 3;
};

const BOWL = '3 3\n999\n919\n999\n';
const LEAK = '3 3\n999\n919\n909\n';
const DIAG = '3 3\n090\n919\n090\n';
const SAMPLE = '4 6\n335543\n310014\n342104\n333333\n';
const STEPS = '5 5\n99999\n95559\n95159\n95559\n99799\n';
const FLAT = '2 3\n000\n000\n';

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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n5\n', output: '0\n' },
        { tag: 'typical', input: BOWL, output: '8\n' },
        { tag: 'tricky', input: LEAK, output: '0\n' },
        { tag: 'tricky', input: DIAG, output: '8\n' },
        { tag: 'typical', input: STEPS, output: '22\n' },
        { tag: 'typical', input: FLAT, output: '0\n' },
        { tag: 'maximum', input: dg(100, 100, rings), output: '33720\n' },
        { tag: 'maximum', input: dg(100, 100, noise), output: '9791\n' },
        { tag: 'maximum', input: dg(100, 100, basins), output: '39380\n' },
        { tag: 'tricky', input: dg(100, 100, craters), output: '16180\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n5\n', output: '0\n' },
        { tag: 'typical', input: BOWL, output: '1\n' },
        { tag: 'tricky', input: LEAK, output: '0\n' },
        { tag: 'tricky', input: DIAG, output: '1\n' },
        { tag: 'typical', input: STEPS, output: '9\n' },
        { tag: 'typical', input: FLAT, output: '0\n' },
        { tag: 'maximum', input: dg(100, 100, rings), output: '8544\n' },
        { tag: 'maximum', input: dg(100, 100, noise), output: '3376\n' },
        { tag: 'maximum', input: dg(100, 100, basins), output: '7516\n' },
        { tag: 'tricky', input: dg(100, 100, craters), output: '2260\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n5\n', output: '0\n' },
        { tag: 'typical', input: BOWL, output: '8\n' },
        { tag: 'tricky', input: LEAK, output: '0\n' },
        { tag: 'tricky', input: DIAG, output: '8\n' },
        { tag: 'typical', input: STEPS, output: '6\n' },
        { tag: 'typical', input: FLAT, output: '0\n' },
        { tag: 'maximum', input: dg(100, 100, rings), output: '8\n' },
        { tag: 'maximum', input: dg(100, 100, noise), output: '6\n' },
        { tag: 'maximum', input: dg(100, 100, basins), output: '7\n' },
        { tag: 'tricky', input: dg(100, 100, craters), output: '9\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n1000000000\n', output: '0\n' },
        { tag: 'typical', input: '3 3\n9 9 9\n9 1 9\n9 9 9\n', output: '8\n' },
        { tag: 'tricky', input: '3 3\n1000000000 1000000000 1000000000\n1000000000 0 1000000000\n1000000000 999999999 1000000000\n', output: '999999999\n' },
        { tag: 'tricky', input: '3 3\n0 90 0\n90 10 90\n0 90 0\n', output: '80\n' },
        { tag: 'typical', input: '4 5\n12 12 12 12 12\n12 3 30 4 12\n12 5 12 1 11\n12 12 12 12 12\n', output: '33\n' },
        { tag: 'maximum', input: sp(40, 40, (i, j) => (i === 0 || j === 0 || i === 39 || j === 39 ? 1000000000 : ((i * 7919 + j * 104729) % 1000) * 1000)), output: '1443280616000\n' },
        { tag: 'maximum', input: sp(40, 40, (i, j) => ((i * 37 + j * 91) % 97 < 12 ? 1000000000 - i * j * 1000 : ((i * i + j * j * 3) % 1000) * 999001)), output: '49335664385\n' },
        { tag: 'typical', input: sp(40, 40, (i, j) => (Math.abs(i - 20) + Math.abs(j - 20)) % 7 * 123456789), output: '236296294146\n' },
        { tag: 'typical', input: sp(30, 30, (i, j) => craters(i, j) * 111111111), output: '90444444354\n' },
      ],
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
      cases: [
        { tag: 'empty', input: '0 0\n', output: '0\n' },
        { tag: 'minimum', input: '1 1\n5\n', output: '0\n' },
        { tag: 'tricky', input: '1 3\n909\n', output: '9\n' },
        { tag: 'tricky', input: '4 1\n3\n0\n7\n1\n', output: '0\n' },
        { tag: 'typical', input: BOWL, output: '8\n' },
        { tag: 'tricky', input: LEAK, output: '17\n' },
        { tag: 'typical', input: STEPS, output: '42\n' },
        { tag: 'maximum', input: dg(100, 100, rings), output: '33720\n' },
        { tag: 'maximum', input: dg(100, 100, noise), output: '11556\n' },
        { tag: 'maximum', input: dg(100, 100, basins), output: '40540\n' },
        { tag: 'typical', input: dg(100, 100, craters), output: '16180\n' },
      ],
    },
  },
};
