import type { HoleSpec } from '../../../schema';
const FIELD = '4 5\n*....\n..*..\n.....\n...**\n';

const FMT =
  'The first line holds two integers R and C (0 <= R, C <= 100; R is 0 exactly when C is 0). ' +
  'Then R lines follow, each exactly C characters long, using only "." (a quiet service) and "*" (a service that is paging). ' +
  'The empty map is the single line "0 0".';
const intro =
  'Your service map is a grid where "*" marks a service that is currently paging you and "." a quiet one, at most 100 rows by 100 columns. ' +
  'Like in Minesweeper, a quiet service is as nervous as the number of paging services next to it. ';

export const hole: HoleSpec = {
  id: 43,
  title: 'Minesweeper for the On-Call',
  category: 'grids',
  difficulty: 3,
  variations: {
    A: {
      description:
        intro +
        'Print the map with every "." replaced by the number of "*" cells among its up to 8 neighbours (horizontal, vertical and diagonal); "*" cells stay as they are. ' +
        'Cells outside the map do not exist.',
      human: {
        input_format: FMT,
        output_format: 'R lines of C characters: "*" for a paging service, otherwise a digit 0..8. For the empty map print nothing.',
        examples: { input: FIELD, output: '*2110\n12*10\n01232\n001**\n' },
      },
      hints: ['Check the bounds before looking at a neighbour.', 'Each cell has at most 8 neighbours, so the count is a single digit.'],
      par: 353,
    },
    B: {
      description:
        intro +
        'Here only the 4 orthogonal neighbours (up, down, left, right) count. ' +
        'Print the map with every "." replaced by the number of "*" cells among those neighbours; "*" cells stay as they are, and cells outside the map do not exist.',
      human: {
        input_format: FMT,
        output_format: 'R lines of C characters: "*" for a paging service, otherwise a digit 0..4. For the empty map print nothing.',
        examples: { input: FIELD, output: '*1100\n11*10\n00111\n001**\n' },
      },
      hints: ['Diagonal neighbours do not count here.', 'Padding the map with a border of "." avoids bound checks.'],
      par: 320,
    },
    C: {
      description:
        intro +
        'You only want to know where you could hide: count the "." cells that have no "*" among their up to 8 neighbours (horizontal, vertical and diagonal). ' +
        'Cells outside the map do not exist.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of quiet cells with zero paging neighbours (0 for the empty map).',
        examples: { input: FIELD, output: '5\n' },
      },
      hints: ['A "*" cell never counts, even when all its neighbours are quiet.'],
      par: 267,
    },
    D: {
      description:
        intro +
        'The map is drawn on a torus: the left edge touches the right edge and the top edge touches the bottom edge. ' +
        'Print the map with every "." replaced by the number of "*" among the 8 cells ((r+dr) mod R, (c+dc) mod C) for the 8 non-zero offsets dr, dc in {-1, 0, 1}; "*" cells stay. ' +
        'On very small maps the same cell can be reached by several offsets: count it once per offset.',
      human: {
        input_format: FMT,
        output_format: 'R lines of C characters: "*" for a paging service, otherwise a digit 0..8. For the empty map print nothing.',
        examples: { input: FIELD, output: '*2233\n12*11\n11232\n211**\n' },
      },
      hints: ['Add R (or C) before taking the remainder so negative indices wrap correctly.', 'On a 1-row map the row offsets -1 and +1 both land on the same row.'],
      par: 281,
    },
    E: {
      description:
        intro +
        'Count, for every "." cell, the "*" cells among its up to 8 neighbours (horizontal, vertical and diagonal; cells outside the map do not exist). ' +
        'Print the largest such count M and the number K of "." cells that have exactly M, as "M K". If the map has no "." cell at all, print "none".',
      human: {
        input_format: FMT,
        output_format: 'Either "M K" (two integers separated by one space) or the word none when there is no quiet cell (including the empty map).',
        examples: { input: FIELD, output: '3 1\n' },
      },
      hints: ['A map with only quiet cells has M = 0 and K = R*C.'],
      par: 380,
    },
  },
};
