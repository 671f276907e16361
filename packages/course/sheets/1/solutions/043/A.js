const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const m = (i, j) => (g[i] && i < r && g[i][j] == '*' ? 1 : 0);
for (let i = 0; i < r; i++) {
  let s = '';
  for (let j = 0; j < c; j++) {
    if (m(i, j)) { s += '*'; continue; }
    let n = 0;
    for (let a = -1; a < 2; a++) for (let b = -1; b < 2; b++) n += m(i + a, j + b);
    s += n;
  }
  console.log(s);
}
