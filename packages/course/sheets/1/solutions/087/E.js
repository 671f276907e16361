const [h, ...L] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const init = L.slice(0, r).map(l => [...l.slice(0, c)].map(Number));
let best = r ? -1 : 0;
for (let m = 0; r && m < 3 ** c; m++) {
  const g = init.map(row => row.slice());
  let n = 0;
  for (let i = 0; i < r; i++)
    for (let j = 0; j < c; j++) {
      const k = i ? (3 - g[i - 1][j]) % 3 : Math.floor(m / 3 ** j) % 3;
      n += k;
      for (const [a, b] of [[i, j], [i - 1, j], [i + 1, j], [i, j - 1], [i, j + 1]])
        if (a >= 0 && a < r && b >= 0 && b < c) g[a][b] = (g[a][b] + k) % 3;
    }
  if (g[r - 1].every(v => !v) && (best < 0 || n < best)) best = n;
}
console.log(best);
