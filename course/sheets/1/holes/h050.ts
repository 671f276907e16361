import type { HoleSpec } from '../../../schema';
const SQUEEZE = '9 10\n..........\n.S------7.\n.|F----7|.\n.||....||.\n.||....||.\n.|L-7F-J|.\n.|..||..|.\n.L--JL--J.\n..........\n';
const MIXED = '6 8\n.F----7.\n.|.-L.|.\nFJ.F7.L7\n|..||..|\nL--JS--J\n..L7.F..\n';

const FMT =
  'The first line holds R and C (2 <= R, C <= 100). Then R lines follow, each exactly C characters from "|", "-", "L", "J", "7", "F", "." and "S". ' +
  'There is exactly one "S"; exactly two of its four neighbours have a pipe end pointing at it, and following the pipes from there leads around a single loop back to "S". ' +
  'The emptiest map is the 2 by 2 loop "S7" / "LJ".';
const intro =
  'The legacy cooling system is a grid of pipe tiles: "|" joins north and south, "-" east and west, "L" north and east, "J" north and west, "7" south and west, "F" south and east, and "." is bare floor. ' +
  'You are standing on "S", a pipe tile of unknown shape that belongs to one big closed loop of connected pipes; every other pipe tile may be junk that is not part of the loop. ';
const inside =
  'A tile that is not part of the loop is enclosed when it lies inside the loop as a closed curve through the tile centres (squeezing between two parallel pipes does not count as a way out). ';

export const hole: HoleSpec = {
  id: 50,
  title: 'The Cooling Loop at 4 a.m.',
  category: 'grids',
  difficulty: 10,
  variations: {
    A: {
      description:
        intro + inside +
        'Print the number of enclosed tiles (junk pipes and floor alike). The map has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of tiles enclosed by the loop.',
        examples: { input: SQUEEZE, output: '4\n' },
      },
      hints: ['First work out which two directions "S" connects.', 'Scan each row: you are inside after crossing an odd number of loop tiles that connect to the north ("|", "L", "J").'],
      par: 1048,
    },
    B: {
      description:
        intro +
        'Coolant leaves "S" in both directions along the loop at one tile per second. Print the number of seconds until the two fronts meet, i.e. the largest number of steps along the loop from "S" to any loop tile (half the length of the loop). ' +
        'The map has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the distance along the loop from "S" to the farthest loop tile.',
        examples: { input: SQUEEZE, output: '22\n' },
      },
      hints: ['Junk pipes may point into the loop: only follow the loop itself.', 'A loop on a grid always has an even number of tiles.'],
      par: 793,
    },
    C: {
      description:
        intro +
        'Facilities bills the floor area inside the loop: treat the loop as a polygon whose vertices are the centres of its tiles (neighbouring tile centres are 1 unit apart) and print its area. ' +
        'The area is always an integer. The map has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the area of the polygon through the centres of the loop tiles.',
        examples: { input: SQUEEZE, output: '25\n' },
      },
      hints: ['The shoelace formula gives the area from the vertices in order.', 'Pick\'s theorem links the area, the enclosed tiles and the loop length.'],
      par: 1014,
    },
    D: {
      description:
        intro + inside +
        'You want to know where you could put a cot: print the number of enclosed tiles that are bare floor ("."), ignoring enclosed junk pipes. The map has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of enclosed "." tiles.',
        examples: { input: MIXED, output: '8\n' },
      },
      hints: ['Enclosed junk pipes still count as inside for the parity of a row scan; they are just not counted in the answer.'],
      par: 1066,
    },
    E: {
      description:
        intro + inside +
        'Print the number of tiles that are neither part of the loop nor enclosed by it (the tiles outside the loop, junk pipes and floor alike). The map has at most 100 rows and 100 columns.',
      human: {
        input_format: FMT,
        output_format: 'One integer: the number of tiles outside the loop.',
        examples: { input: SQUEEZE, output: '42\n' },
      },
      hints: ['Outside = all tiles - loop tiles - enclosed tiles.', 'Pockets reachable only by squeezing between pipes are still outside.'],
      par: 1049,
    },
  },
};
