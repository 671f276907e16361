const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const d = {};
let q = [];
for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) if (g[i][j] == 'S') q.push([i, j]), (d[i + ',' + j] = 0);
let ans = -1;
for (let k = 0; k < q.length; k++) {
  const [i, j] = q[k], v = d[i + ',' + j];
  if (g[i][j] == 'E') { ans = v; break; }
  for (let a = i - 1; a <= i + 1; a++)
    for (let b = j - 1; b <= j + 1; b++)
      if (a >= 0 && a < r && b >= 0 && b < c && g[a][b] != '#' && !((a + ',' + b) in d)) (d[a + ',' + b] = v + 1), q.push([a, b]);
}
console.log(ans);
