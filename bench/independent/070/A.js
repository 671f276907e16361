const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const [n, m] = lines[0].split(/\s+/).map(Number);
const initial = [];
for (let r = 0; r < n; r++) {
  const row = [];
  for (let c = 0; c < m; c++) row.push(lines[1 + r][c] === '#' ? 1 : 0);
  initial.push(row);
}

function press(board, r, c) {
  board[r][c] ^= 1;
  if (r > 0) board[r - 1][c] ^= 1;
  if (r + 1 < n) board[r + 1][c] ^= 1;
  if (c > 0) board[r][c - 1] ^= 1;
  if (c + 1 < m) board[r][c + 1] ^= 1;
}

let best = -1;
for (let mask = 0; mask < (1 << m); mask++) {
  const board = initial.map(row => row.slice());
  let presses = 0;
  for (let c = 0; c < m; c++) {
    if (mask & (1 << c)) {
      press(board, 0, c);
      presses++;
    }
  }
  // Each remaining row is forced by the lights still on in the row above.
  for (let r = 1; r < n; r++) {
    for (let c = 0; c < m; c++) {
      if (board[r - 1][c]) {
        press(board, r, c);
        presses++;
      }
    }
  }
  if (board[n - 1].every(v => v === 0)) {
    if (best === -1 || presses < best) best = presses;
  }
}
console.log(best);
