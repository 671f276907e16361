// Lights out on a board whose rows wrap around.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, m] = lines[0].trim().split(/\s+/).map(Number);
const board = [];
for (let r = 0; r < n; r++) {
  let mask = 0;
  const row = lines[1 + r].trim();
  for (let c = 0; c < m; c++) if (row[c] === '#') mask |= 1 << c;
  board.push(mask);
}

// effect of pressing column c on its own row (each LED toggled once)
const rowEffect = [];
for (let c = 0; c < m; c++) {
  const cols = new Set([c, (c + 1) % m, (c - 1 + m) % m]);
  let mask = 0;
  for (const x of cols) mask |= 1 << x;
  rowEffect.push(mask);
}

function applyRow(p) {
  let mask = 0;
  for (let c = 0; c < m; c++) if (p & (1 << c)) mask ^= rowEffect[c];
  return mask;
}

function popcount(x) {
  let k = 0;
  while (x) { x &= x - 1; k++; }
  return k;
}

let best = -1;
for (let first = 0; first < (1 << m); first++) {
  const state = board.slice();
  let presses = 0;
  let p = first;
  for (let r = 0; r < n; r++) {
    presses += popcount(p);
    state[r] ^= applyRow(p);
    if (r > 0) state[r - 1] ^= p;
    if (r + 1 < n) state[r + 1] ^= p;
    // the next row must be pressed exactly under the LEDs still lit in this row
    p = state[r];
  }
  if (state[n - 1] === 0 && (best < 0 || presses < best)) best = presses;
}
console.log(best);
