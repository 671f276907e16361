const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, m] = lines[0].trim().split(/\s+/).map(Number);
const board = [];
for (let r = 0; r < n; r++) {
  const row = (lines[r + 1] || '').trim();
  board.push(Array.from({ length: m }, (_, c) => (row[c] === '#' ? 1 : 0)));
}

// Pressing (r, c) toggles the orthogonal neighbours only.
function press(state, r, c) {
  if (r > 0) state[r - 1][c] ^= 1;
  if (r + 1 < n) state[r + 1][c] ^= 1;
  if (c > 0) state[r][c - 1] ^= 1;
  if (c + 1 < m) state[r][c + 1] ^= 1;
}

let best = -1;
for (let mask = 0; mask < 1 << m; mask++) {
  const state = board.map(row => row.slice());
  let presses = 0;
  for (let c = 0; c < m; c++) {
    if (mask & (1 << c)) {
      press(state, 0, c);
      presses++;
    }
  }
  // Once rows 0..r are decided, LED (r, c) can only be fixed by button (r+1, c).
  for (let r = 0; r + 1 < n; r++) {
    for (let c = 0; c < m; c++) {
      if (state[r][c]) {
        press(state, r + 1, c);
        presses++;
      }
    }
  }
  if (state[n - 1].every(v => v === 0)) {
    if (best === -1 || presses < best) best = presses;
  }
}
console.log(best);
