const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, m] = lines[0].trim().split(/\s+/).map(Number);
const initial = [];
for (let r = 0; r < n; r++) {
  const row = lines[1 + r].replace(/\r/g, '');
  initial.push(Array.from({ length: m }, (_, c) => (row[c] === '#' ? 1 : 0)));
}

let best = null; // { presses, text }

for (let mask = 0; mask < 1 << m; mask++) {
  const lit = initial.map(row => row.slice());
  const pressed = Array.from({ length: n }, () => new Array(m).fill(0));
  const press = (r, c) => {
    pressed[r][c] = 1;
    lit[r][c] ^= 1;
    if (r > 0) lit[r - 1][c] ^= 1;
    if (r < n - 1) lit[r + 1][c] ^= 1;
    if (c > 0) lit[r][c - 1] ^= 1;
    if (c < m - 1) lit[r][c + 1] ^= 1;
  };
  for (let c = 0; c < m; c++) {
    if (mask & (1 << c)) press(0, c);
  }
  // Each later row must switch off whatever is still lit directly above it.
  for (let r = 1; r < n; r++) {
    for (let c = 0; c < m; c++) {
      if (lit[r - 1][c]) press(r, c);
    }
  }
  if (lit[n - 1].some(v => v)) continue;

  let presses = 0;
  for (const row of pressed) for (const v of row) presses += v;
  const text = pressed.map(row => row.map(v => (v ? 'x' : '.')).join('')).join('\n');
  if (best === null || presses < best.presses || (presses === best.presses && text < best.text)) {
    best = { presses, text };
  }
}

console.log(best === null ? 'impossible' : best.text);
