const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [R, C] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[1 + r].replace(/\r/g, '').split(''));

// directions: N, E, S, W
const DIRS = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
const OPPOSITE = { N: 'S', S: 'N', E: 'W', W: 'E' };
const CONNECTS = {
  '|': ['N', 'S'],
  '-': ['E', 'W'],
  'L': ['N', 'E'],
  'J': ['N', 'W'],
  '7': ['S', 'W'],
  'F': ['S', 'E'],
};

let sr = -1, sc = -1;
for (let r = 0; r < R; r++) {
  const c = grid[r].indexOf('S');
  if (c >= 0) { sr = r; sc = c; }
}

// Work out the shape of S from the neighbours that point at it.
const sDirs = [];
for (const d of ['N', 'E', 'S', 'W']) {
  const nr = sr + DIRS[d][0], nc = sc + DIRS[d][1];
  if (nr < 0 || nc < 0 || nr >= R || nc >= C) continue;
  const conn = CONNECTS[grid[nr][nc]];
  if (conn && conn.includes(OPPOSITE[d])) sDirs.push(d);
}
for (const [shape, conn] of Object.entries(CONNECTS)) {
  if (conn.every(d => sDirs.includes(d)) && sDirs.length === 2) grid[sr][sc] = shape;
}

// Trace the loop.
const onLoop = [];
for (let r = 0; r < R; r++) onLoop.push(new Array(C).fill(false));
let r = sr, c = sc;
let dir = CONNECTS[grid[sr][sc]][0];
do {
  onLoop[r][c] = true;
  r += DIRS[dir][0];
  c += DIRS[dir][1];
  const conn = CONNECTS[grid[r][c]];
  dir = conn[0] === OPPOSITE[dir] ? conn[1] : conn[0];
} while (r !== sr || c !== sc);

// Row scan: crossing a loop tile with a north connection flips inside/outside.
let count = 0;
for (let y = 0; y < R; y++) {
  let inside = false;
  for (let x = 0; x < C; x++) {
    if (onLoop[y][x]) {
      if (CONNECTS[grid[y][x]].includes('N')) inside = !inside;
    } else if (inside && grid[y][x] === '.') {
      count++;
    }
  }
}
console.log(count);
