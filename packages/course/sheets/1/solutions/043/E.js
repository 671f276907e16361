const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const m = (i, j) => (i >= 0 && i < r && g[i][j] == '*' ? 1 : 0);
let best = -1, k = 0;
for (let i = 0; i < r; i++)
  for (let j = 0; j < c; j++) {
    if (m(i, j)) continue;
    let n = 0;
    for (let a = -1; a < 2; a++) for (let b = -1; b < 2; b++) n += m(i + a, j + b);
    if (n > best) best = n, k = 0;
    if (n == best) k++;
  }
console.log(best < 0 ? 'none' : best + ' ' + k);
