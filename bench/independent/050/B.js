const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [R, C] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push((lines[r + 1] || '').replace(/\r$/, ''));

// Directions: N, E, S, W as [dr, dc]
const DIRS = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
const OPPOSITE = { N: 'S', S: 'N', E: 'W', W: 'E' };
const PIPES = {
  '|': ['N', 'S'],
  '-': ['E', 'W'],
  L: ['N', 'E'],
  J: ['N', 'W'],
  7: ['S', 'W'],
  F: ['S', 'E'],
};

function tile(r, c) {
  if (r < 0 || r >= R || c < 0 || c >= C) return '.';
  return grid[r][c];
}

let sr = -1;
let sc = -1;
for (let r = 0; r < R && sr < 0; r++) {
  const c = grid[r].indexOf('S');
  if (c >= 0) {
    sr = r;
    sc = c;
  }
}

// Pick one direction from S whose neighbour points back at S.
let startDir = null;
for (const d of ['N', 'E', 'S', 'W']) {
  const [dr, dc] = DIRS[d];
  const ends = PIPES[tile(sr + dr, sc + dc)];
  if (ends && ends.includes(OPPOSITE[d])) {
    startDir = d;
    break;
  }
}

// Walk the loop until we come back to S.
let r = sr;
let c = sc;
let dir = startDir;
let length = 0;
do {
  r += DIRS[dir][0];
  c += DIRS[dir][1];
  length++;
  const ch = grid[r][c];
  if (ch === 'S') break;
  const ends = PIPES[ch];
  const cameFrom = OPPOSITE[dir];
  dir = ends[0] === cameFrom ? ends[1] : ends[0];
} while (true);

console.log(length / 2);
