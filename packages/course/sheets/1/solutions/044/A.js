const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const a = (i, j) => (i >= 0 && i < r && g[i][j] == '#' ? 1 : 0);
for (let i = 0; i < r; i++) {
  let s = '';
  for (let j = 0; j < c; j++) {
    let n = -a(i, j);
    for (let d = -1; d < 2; d++) for (let e = -1; e < 2; e++) n += a(i + d, j + e);
    s += n == 3 || (n == 2 && a(i, j)) ? '#' : '.';
  }
  console.log(s);
}
