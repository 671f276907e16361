const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, m] = lines[0].trim().split(/\s+/).map(Number);
const board = [];
for (let r = 0; r < n; r++) {
  board.push(lines[1 + r].trim().split('').map(ch => (ch === '#' ? 1 : 0)));
}

function toggle(grid, r, c) {
  grid[r][c] ^= 1;
  if (r > 0) grid[r - 1][c] ^= 1;
  if (r + 1 < n) grid[r + 1][c] ^= 1;
  if (c > 0) grid[r][c - 1] ^= 1;
  if (c + 1 < m) grid[r][c + 1] ^= 1;
}

let count = 0;
for (let mask = 0; mask < (1 << m); mask++) {
  const grid = board.map(row => row.slice());
  for (let c = 0; c < m; c++) {
    if (mask & (1 << c)) toggle(grid, 0, c);
  }
  // Each later row's presses are forced by the lights left on in the row above.
  for (let r = 1; r < n; r++) {
    for (let c = 0; c < m; c++) {
      if (grid[r - 1][c]) toggle(grid, r, c);
    }
  }
  if (grid[n - 1].every(v => v === 0)) count++;
}
console.log(count);
