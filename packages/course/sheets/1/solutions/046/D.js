const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const d = {};
let q = [];
for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) if (g[i][j] == 'S') q.push([i, j, 0]), (d[[i, j, 0]] = 0);
let ans = -1;
for (let k = 0; k < q.length; k++) {
  const [i, j, u] = q[k], v = d[[i, j, u]];
  if (g[i][j] == 'E') { ans = v; break; }
  for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
    if (a < 0 || a >= r || b < 0 || b >= c) continue;
    const w = u + (g[a][b] == '#');
    if (w < 2 && !([a, b, w] in d)) (d[[a, b, w]] = v + 1), q.push([a, b, w]);
  }
}
console.log(ans);
