import type { HoleSpec } from '../../../schema';

// Builds a pipe map whose loop is the outline of a region made of unit squares with corners at tile centres
// (square (a, b) has corners at tiles (a, b), (a, b+1), (a+1, b), (a+1, b+1)); other tiles get junk.
const PIPE: Record<string, string> = { NS: '|', WE: '-', NE: 'L', NW: 'J', SW: '7', SE: 'F' };
const pipes = (r: number, c: number, sq: (a: number, b: number) => boolean, s: [number, number], junk: (i: number, j: number) => string) => {
  const inR = (a: number, b: number) => a >= 0 && b >= 0 && a < r - 1 && b < c - 1 && sq(a, b);
  let out = `${r} ${c}\n`;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      const nw = inR(i - 1, j - 1), ne = inR(i - 1, j), sw = inR(i, j - 1), se = inR(i, j);
      const ch = PIPE[(nw !== ne ? 'N' : '') + (sw !== se ? 'S' : '') + (nw !== sw ? 'W' : '') + (ne !== se ? 'E' : '')];
      out += i === s[0] && j === s[1] ? 'S' : ch ?? (Math.abs(i - s[0]) + Math.abs(j - s[1]) === 1 ? '.' : junk(i, j));
    }
    out += '\n';
  }
  return out;
};
const JUNK = '.|-LJ7F';
const messy = (i: number, j: number) => JUNK[(i * i * 3 + j * 7 + i * j) % 7];
const sparse = (i: number, j: number) => ((i * 5 + j * 3) % 4 ? '.' : JUNK[(i + 2 * j) % 7]);
const ground = () => '.';
const comb = (a: number, b: number) =>
  b >= 3 && b < 95 && ((a >= 60 && a < 90) || (b % 3 !== 2 && a >= 8 + ((Math.floor(b / 3) * 17) % 45) && a < 60));
const pockets = (a: number, b: number) => {
  if (b < 3 || b >= 91 || a < 20 || a >= 90) return false;
  const m = (b - 3) % 5;
  return a >= 60 || m < 2 || (a < 22 && m !== 3);
};
const diamond = (a: number, b: number) => Math.abs(a - 49) + Math.abs(b - 49) <= 45;
const serpent = (a: number, b: number) => {
  if (a < 2 || a >= 96) return false;
  const m = (a - 2) % 3;
  if (m < 2) return b >= 2 && b < 96;
  return Math.floor((a - 2) / 3) % 2 === 0 ? b >= 94 && b < 96 : b >= 2 && b < 4;
};

const TINY = '2 2\nS7\nLJ\n';
const SQUARE = '5 5\n.....\n.S-7.\n.|.|.\n.L-J.\n.....\n';
const SQUEEZE = '9 10\n..........\n.S------7.\n.|F----7|.\n.||....||.\n.||....||.\n.|L-7F-J|.\n.|..||..|.\n.L--JL--J.\n..........\n';
const JUNKY = '5 6\n7-F7-.\n.FJ|7L\nSJLL7|\n|F--J.\nLJ.LJ-\n';
const MIXED = '6 8\n.F----7.\n.|.-L.|.\nFJ.F7.L7\n|..||..|\nL--JS--J\n..L7.F..\n';
const SIDE = '4 7\n..F-7..\nF-J.L-7\n|.-|..|\nL-----S\n';

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
      cases: [
        { tag: 'empty', input: TINY, output: '0\n' },
        { tag: 'minimum', input: SQUARE, output: '1\n' },
        { tag: 'tricky', input: JUNKY, output: '1\n' },
        { tag: 'tricky', input: MIXED, output: '10\n' },
        { tag: 'typical', input: SIDE, output: '6\n' },
        { tag: 'maximum', input: pipes(100, 100, comb, [90, 50], messy), output: '3559\n' },
        { tag: 'maximum', input: pipes(100, 100, pockets, [90, 50], messy), output: '3278\n' },
        { tag: 'tricky', input: pipes(100, 100, serpent, [2, 50], sparse), output: '2945\n' },
        { tag: 'typical', input: pipes(100, 100, diamond, [4, 49], sparse), output: '3960\n' },
        { tag: 'typical', input: pipes(60, 80, (a, b) => a > 3 && b > 5 && a < 55 && b < 70 && !(a > 20 && b > 30), [4, 40], messy), output: '1824\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '2\n' },
        { tag: 'minimum', input: SQUARE, output: '4\n' },
        { tag: 'tricky', input: JUNKY, output: '8\n' },
        { tag: 'tricky', input: MIXED, output: '13\n' },
        { tag: 'typical', input: SIDE, output: '9\n' },
        { tag: 'maximum', input: pipes(100, 100, comb, [90, 50], messy), output: '1042\n' },
        { tag: 'maximum', input: pipes(100, 100, pockets, [90, 50], messy), output: '873\n' },
        { tag: 'tricky', input: pipes(100, 100, serpent, [2, 50], sparse), output: '3040\n' },
        { tag: 'typical', input: pipes(100, 100, diamond, [4, 49], sparse), output: '182\n' },
        { tag: 'typical', input: pipes(60, 80, (a, b) => a > 3 && b > 5 && a < 55 && b < 70 && !(a > 20 && b > 30), [4, 40], messy), output: '115\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '1\n' },
        { tag: 'minimum', input: SQUARE, output: '4\n' },
        { tag: 'tricky', input: JUNKY, output: '8\n' },
        { tag: 'tricky', input: MIXED, output: '22\n' },
        { tag: 'typical', input: SIDE, output: '14\n' },
        { tag: 'maximum', input: pipes(100, 100, comb, [90, 50], messy), output: '4600\n' },
        { tag: 'maximum', input: pipes(100, 100, pockets, [90, 50], messy), output: '4150\n' },
        { tag: 'tricky', input: pipes(100, 100, serpent, [2, 50], sparse), output: '5984\n' },
        { tag: 'typical', input: pipes(100, 100, diamond, [4, 49], sparse), output: '4141\n' },
        { tag: 'typical', input: pipes(60, 80, (a, b) => a > 3 && b > 5 && a < 55 && b < 70 && !(a > 20 && b > 30), [4, 40], messy), output: '1938\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '0\n' },
        { tag: 'minimum', input: SQUARE, output: '1\n' },
        { tag: 'tricky', input: JUNKY, output: '0\n' },
        { tag: 'tricky', input: SQUEEZE, output: '4\n' },
        { tag: 'typical', input: SIDE, output: '4\n' },
        { tag: 'maximum', input: pipes(100, 100, comb, [90, 50], messy), output: '924\n' },
        { tag: 'maximum', input: pipes(100, 100, pockets, [90, 50], messy), output: '891\n' },
        { tag: 'tricky', input: pipes(100, 100, serpent, [2, 50], sparse), output: '2312\n' },
        { tag: 'typical', input: pipes(100, 100, diamond, [4, 49], sparse), output: '3092\n' },
        { tag: 'typical', input: pipes(60, 80, (a, b) => a > 3 && b > 5 && a < 55 && b < 70 && !(a > 20 && b > 30), [4, 40], ground), output: '1824\n' },
      ],
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
      cases: [
        { tag: 'empty', input: TINY, output: '0\n' },
        { tag: 'minimum', input: SQUARE, output: '16\n' },
        { tag: 'tricky', input: JUNKY, output: '13\n' },
        { tag: 'tricky', input: MIXED, output: '12\n' },
        { tag: 'typical', input: SIDE, output: '4\n' },
        { tag: 'maximum', input: pipes(100, 100, comb, [90, 50], messy), output: '4357\n' },
        { tag: 'maximum', input: pipes(100, 100, pockets, [90, 50], messy), output: '4976\n' },
        { tag: 'tricky', input: pipes(100, 100, serpent, [2, 50], sparse), output: '975\n' },
        { tag: 'typical', input: pipes(100, 100, diamond, [4, 49], sparse), output: '5676\n' },
        { tag: 'typical', input: pipes(60, 80, (a, b) => a > 3 && b > 5 && a < 55 && b < 70 && !(a > 20 && b > 30), [4, 40], messy), output: '2746\n' },
      ],
    },
  },
};
