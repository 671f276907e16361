import type { HoleSpec } from '../../../schema';
const SAMPLE = '5 7\n##..#..\n#...##.\n..#....\n.###..#\n..#..##\n';

const FMT =
  'The first line holds two integers R and C (0 <= R, C <= 100; R is 0 exactly when C is 0). ' +
  'Then R lines follow, each exactly C characters long, using only "#" (down) and "." (up). ' +
  'The empty map is the single line "0 0".';
const intro =
  'The status page shows your server farm as a grid where "#" is a server that is down and "." one that is up (at most 100 by 100). ';

export const hole: HoleSpec = {
  id: 45,
  title: 'Islands of Outage',
  category: 'grids',
  difficulty: 5,
  variations: {
    A: {
      description:
        intro +
        'Down servers that touch horizontally or vertically belong to the same outage. ' +
        'Count the outages, i.e. the connected groups of "#" cells under 4-neighbourhood.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of 4-connected groups of "#" (0 for the empty map).',
        examples: { input: SAMPLE, output: '4\n' },
      },
      hints: ['Flood-fill from every "#" you have not visited yet.', 'Recursion may go 10,000 cells deep: an explicit stack is safer.'],
      par: 395,
    },
    B: {
      description:
        intro +
        'Down servers that touch horizontally, vertically or diagonally belong to the same outage. ' +
        'Count the outages, i.e. the connected groups of "#" cells under 8-neighbourhood.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of 8-connected groups of "#" (0 for the empty map).',
        examples: { input: SAMPLE, output: '4\n' },
      },
      hints: ['Diagonal contact is enough to merge two groups.', 'Recursion may go 10,000 cells deep: an explicit stack is safer.'],
      par: 427,
    },
    C: {
      description:
        intro +
        'Down servers that touch horizontally or vertically belong to the same outage. ' +
        'Your manager only wants the blast radius of the worst one: print the number of cells in the largest 4-connected group of "#" cells, or 0 if nothing is down.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the size of the largest 4-connected group of "#" (0 if there is none, including the empty map).',
        examples: { input: SAMPLE, output: '5\n' },
      },
      hints: ['Count the cells while you flood-fill each group.', 'Recursion may go 10,000 cells deep: an explicit stack is safer.'],
      par: 446,
    },
    D: {
      description:
        intro +
        'Up servers that touch horizontally or vertically form a group; a group is stranded when none of its cells lies in the first or last row or column of the map, because it is completely walled in by down servers. ' +
        'Count the stranded groups of "." cells.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of 4-connected groups of "." that do not touch the border of the map (0 for the empty map).',
        examples: { input: SAMPLE, output: '0\n' },
      },
      hints: ['A group touching the border is not stranded, even through a single cell.', 'Alternatively, flood the outside first and count what is left.'],
      par: 450,
    },
    E: {
      description:
        intro +
        'Down servers that touch horizontally or vertically belong to the same outage. ' +
        'For the post-mortem, list the sizes (number of cells) of all 4-connected groups of "#" cells, from largest to smallest, separated by single spaces. If nothing is down, print none.',
      human: {
        input_format: FMT,
        output_format: 'One line: the group sizes in non-increasing order separated by single spaces, or the word none if there is no "#" (including the empty map).',
        examples: { input: SAMPLE, output: '5 3 3 3\n' },
      },
      hints: ['Equal sizes are all listed, once per group.', 'Sort numerically, not as strings.'],
      par: 482,
    },
  },
};
