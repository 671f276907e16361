const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const m = (i, j) => (i >= 0 && i < r && g[i][j] == '*' ? 1 : 0);
for (let i = 0; i < r; i++) {
  let s = '';
  for (let j = 0; j < c; j++) s += m(i, j) ? '*' : m(i - 1, j) + m(i + 1, j) + m(i, j - 1) + m(i, j + 1);
  console.log(s);
}
