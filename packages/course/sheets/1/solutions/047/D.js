const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const d = Array.from({ length: r }, () => Array(c).fill(1));
let best = 0;
for (let i = 0; i < r; i++)
  for (let j = 0; j < c; j++) {
    const x = g[i][j];
    if (i && j && g[i - 1][j] == x && g[i][j - 1] == x && g[i - 1][j - 1] == x) d[i][j] = 1 + Math.min(d[i - 1][j], d[i][j - 1], d[i - 1][j - 1]);
    best = Math.max(best, d[i][j]);
  }
console.log(best);
