const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [R, C] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[1 + r].replace(/\r$/, ''));

const N = [-1, 0], S = [1, 0], E = [0, 1], W = [0, -1];
const pipes = {
  '|': [N, S],
  '-': [E, W],
  'L': [N, E],
  'J': [N, W],
  '7': [S, W],
  'F': [S, E],
};

function tile(r, c) {
  if (r < 0 || r >= R || c < 0 || c >= C) return '.';
  return grid[r][c];
}

function connectsBack(r, c, fromR, fromC) {
  const dirs = pipes[tile(r, c)];
  if (!dirs) return false;
  return dirs.some(([dr, dc]) => r + dr === fromR && c + dc === fromC);
}

let sr = -1, sc = -1;
for (let r = 0; r < R; r++) {
  const c = grid[r].indexOf('S');
  if (c >= 0) { sr = r; sc = c; }
}

// Find a neighbour of S that points back at it.
let cur = null;
for (const [dr, dc] of [N, S, E, W]) {
  if (connectsBack(sr + dr, sc + dc, sr, sc)) {
    cur = [sr + dr, sc + dc];
    break;
  }
}

// Walk the loop collecting vertices.
const path = [[sr, sc]];
let prev = [sr, sc];
while (!(cur[0] === sr && cur[1] === sc)) {
  path.push(cur);
  const dirs = pipes[tile(cur[0], cur[1])];
  let next = null;
  for (const [dr, dc] of dirs) {
    const nr = cur[0] + dr, nc = cur[1] + dc;
    if (nr === prev[0] && nc === prev[1]) continue;
    next = [nr, nc];
  }
  prev = cur;
  cur = next;
}

// Shoelace formula
let twice = 0;
for (let i = 0; i < path.length; i++) {
  const [y1, x1] = path[i];
  const [y2, x2] = path[(i + 1) % path.length];
  twice += x1 * y2 - x2 * y1;
}
console.log(Math.abs(twice) / 2);
