import type { HoleSpec } from '../../../schema';

const GLIDER = '.#....\n..#...\n###...\n......\n......\n......\n';
const BLINKER = '.....\n..#..\n..#..\n..#..\n.....\n';
const REPLICATOR = '..###...\n.#..#...\n#...#...\n#..#....\n###.....\n........\n........\n........\n';

const intro =
  'Incidents spread through the microservice mesh like cells in Conway\'s Game of Life: the mesh is a grid of "#" (on fire) and "." (fine) cells. ';
const conway =
  'In each generation every cell looks at its 8 neighbours (horizontal, vertical and diagonal): a burning cell stays on fire with 2 or 3 burning neighbours and calms down otherwise, and a fine cell catches fire with exactly 3 burning neighbours. ' +
  'All cells update at the same time. ';
const bounded = 'Cells outside the grid are always fine. ';
const rowsFmt = 'Then R lines follow, each exactly C characters long, using only "#" and ".".';

export const hole: HoleSpec = {
  id: 44,
  title: 'Incident Propagation of Life',
  category: 'grids',
  difficulty: 4,
  variations: {
    A: {
      description: intro + conway + bounded + 'Print the grid after one generation. The grid has at most 40 rows and 40 columns.',
      human: {
        input_format: 'The first line holds R and C (0 <= R, C <= 40; R is 0 exactly when C is 0). ' + rowsFmt + ' The empty mesh is the single line "0 0".',
        output_format: 'R lines of C characters: the grid after one generation. For the empty mesh print nothing.',
        examples: { input: '5 5\n' + BLINKER, output: '.....\n.....\n.###.\n.....\n.....\n' },
      },
      hints: ['Compute every new cell from the old grid, never from cells you already updated.'],
      par: 395,
    },
    B: {
      description: intro + conway + bounded + 'Print the grid after N generations (0 <= N <= 50). The grid has at most 40 rows and 40 columns.',
      human: {
        input_format: 'The first line holds R, C and N (0 <= R, C <= 40, R is 0 exactly when C is 0; 0 <= N <= 50). ' + rowsFmt + ' The empty mesh has R = C = 0 and no rows.',
        output_format: 'R lines of C characters: the grid after N generations. For the empty mesh print nothing.',
        examples: { input: '6 6 4\n' + GLIDER, output: '......\n..#...\n...#..\n.###..\n......\n......\n' },
      },
      hints: ['Build a fresh grid each generation.', 'With N = 0 the grid is printed unchanged.'],
      par: 495,
    },
    C: {
      description:
        intro + conway +
        'The grid wraps around like a torus: the neighbours of cell (r, c) are the cells ((r+dr) mod R, (c+dc) mod C) for the 8 non-zero offsets dr, dc in {-1, 0, 1}, counted once per offset even when the grid is so small that some of them coincide. ' +
        'Print the grid after N generations (0 <= N <= 50). The grid has at least 3 rows and 3 columns (or is empty) and at most 40 of each.',
      human: {
        input_format: 'The first line holds R, C and N (R = C = 0, or 3 <= R, C <= 40; 0 <= N <= 50). ' + rowsFmt + ' The empty mesh has R = C = 0 and no rows.',
        output_format: 'R lines of C characters: the grid after N generations. For the empty mesh print nothing.',
        examples: { input: '6 6 4\n' + GLIDER, output: '......\n..#...\n...#..\n.###..\n......\n......\n' },
      },
      hints: ['Add R (or C) before taking the remainder so that -1 wraps to the last row or column.', 'On a torus a glider never hits a wall.'],
      par: 469,
    },
    D: {
      description:
        intro +
        'This mesh follows the HighLife rule: in each generation every cell looks at its 8 neighbours (horizontal, vertical and diagonal); a burning cell stays on fire with 2 or 3 burning neighbours, and a fine cell catches fire with exactly 3 or exactly 6 burning neighbours. ' +
        'All cells update at the same time. ' + bounded +
        'Print the grid after N generations (0 <= N <= 50). The grid has at most 40 rows and 40 columns.',
      human: {
        input_format: 'The first line holds R, C and N (0 <= R, C <= 40, R is 0 exactly when C is 0; 0 <= N <= 50). ' + rowsFmt + ' The empty mesh has R = C = 0 and no rows.',
        output_format: 'R lines of C characters: the grid after N generations. For the empty mesh print nothing.',
        examples: { input: '8 8 3\n' + REPLICATOR, output: '.#..##..\n#.##.##.\n.#..##..\n.#.##...\n#.##....\n###.....\n.#......\n........\n' },
      },
      hints: ['Survival and birth use different neighbour counts: 2 or 3 to survive, 3 or 6 to be born.'],
      par: 506,
    },
    E: {
      description:
        intro + conway + bounded +
        'The incident is over once the grid stops changing: print the smallest g with 0 <= g <= N such that generation g is identical to generation g+1 (generation 0 is the input), or -1 if there is no such g. ' +
        'The grid has at most 40 rows and 40 columns, and N <= 100.',
      human: {
        input_format: 'The first line holds R, C and N (0 <= R, C <= 40, R is 0 exactly when C is 0; 0 <= N <= 100). ' + rowsFmt + ' The empty mesh has R = C = 0 and no rows (it never changes, so the answer is 0).',
        output_format: 'One integer: the first generation g <= N equal to its successor, or -1.',
        examples: { input: '6 6 30\n' + GLIDER, output: '15\n' },
      },
      hints: ['An oscillator like the blinker keeps changing forever.', 'You may need to compute generation N+1 to check generation N.'],
      par: 496,
    },
  },
};
