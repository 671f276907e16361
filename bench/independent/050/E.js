// Count tiles outside the pipe loop.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [R, C] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[1 + r].trim().split(''));

const N = 0, E = 1, S = 2, W = 3;
const DR = [-1, 0, 1, 0], DC = [0, 1, 0, -1];
const OPP = [S, W, N, E];
const SHAPES = {
  '|': [N, S], '-': [E, W], 'L': [N, E], 'J': [N, W], '7': [S, W], 'F': [S, E],
};

let sr = -1, sc = -1;
for (let r = 0; r < R; r++) {
  const c = grid[r].indexOf('S');
  if (c >= 0) { sr = r; sc = c; }
}

// work out the shape of S from its neighbours
const sDirs = [];
for (let d = 0; d < 4; d++) {
  const r = sr + DR[d], c = sc + DC[d];
  if (r < 0 || c < 0 || r >= R || c >= C) continue;
  const conn = SHAPES[grid[r][c]];
  if (conn && conn.includes(OPP[d])) sDirs.push(d);
}
for (const [ch, dirs] of Object.entries(SHAPES)) {
  if (dirs.includes(sDirs[0]) && dirs.includes(sDirs[1])) grid[sr][sc] = ch;
}

// walk the loop
const onLoop = [];
for (let r = 0; r < R; r++) onLoop.push(new Array(C).fill(false));
let r = sr, c = sc, dir = sDirs[0];
let loopLen = 0;
do {
  onLoop[r][c] = true;
  loopLen++;
  r += DR[dir];
  c += DC[dir];
  const conn = SHAPES[grid[r][c]];
  dir = conn[0] === OPP[dir] ? conn[1] : conn[0];
} while (r !== sr || c !== sc);

// scanline parity: count crossings of loop tiles that connect north
let enclosed = 0;
for (let y = 0; y < R; y++) {
  let inside = false;
  for (let x = 0; x < C; x++) {
    if (onLoop[y][x]) {
      if (SHAPES[grid[y][x]].includes(N)) inside = !inside;
    } else if (inside) {
      enclosed++;
    }
  }
}

console.log(R * C - loopLen - enclosed);
