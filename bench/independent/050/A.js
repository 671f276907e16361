const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const [R, C] = lines[0].split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[1 + r].split(''));

// Directions: N, E, S, W
const DR = [-1, 0, 1, 0];
const DC = [0, 1, 0, -1];
const OPP = [2, 3, 0, 1];
const CONNECTS = {
  '|': [0, 2],
  '-': [1, 3],
  'L': [0, 1],
  'J': [0, 3],
  '7': [2, 3],
  'F': [1, 2],
};

function hasEnd(ch, dir) {
  const ends = CONNECTS[ch];
  return ends !== undefined && ends.includes(dir);
}

let sr = -1;
let sc = -1;
for (let r = 0; r < R; r++) {
  for (let c = 0; c < C; c++) {
    if (grid[r][c] === 'S') {
      sr = r;
      sc = c;
    }
  }
}

// Which neighbours point back at S?
const sDirs = [];
for (let d = 0; d < 4; d++) {
  const nr = sr + DR[d];
  const nc = sc + DC[d];
  if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
  if (hasEnd(grid[nr][nc], OPP[d])) sDirs.push(d);
}
let sShape = null;
for (const [ch, ends] of Object.entries(CONNECTS)) {
  if (ends[0] === Math.min(sDirs[0], sDirs[1]) && ends[1] === Math.max(sDirs[0], sDirs[1])) {
    sShape = ch;
  }
}
grid[sr][sc] = sShape;

// Walk the loop and mark its tiles.
const onLoop = new Uint8Array(R * C);
let r = sr;
let c = sc;
let dir = sDirs[0];
do {
  onLoop[r * C + c] = 1;
  r += DR[dir];
  c += DC[dir];
  const ends = CONNECTS[grid[r][c]];
  const cameFrom = OPP[dir];
  dir = ends[0] === cameFrom ? ends[1] : ends[0];
} while (r !== sr || c !== sc);

// Scanline parity: crossing loop tiles with a north end flips inside/outside.
let enclosed = 0;
for (let row = 0; row < R; row++) {
  let inside = false;
  for (let col = 0; col < C; col++) {
    if (onLoop[row * C + col]) {
      if (hasEnd(grid[row][col], 0)) inside = !inside;
    } else if (inside) {
      enclosed++;
    }
  }
}
console.log(enclosed);
