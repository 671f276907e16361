const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const d = Array(r * c).fill(Infinity);
const buckets = [[0]];
d[0] = 0;
for (let k = 0; k < buckets.length; k++)
  for (const u of buckets[k] || []) {
    if (d[u] != k) continue;
    const i = (u / c) | 0, j = u % c;
    for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
      if (a < 0 || a >= r || b < 0 || b >= c) continue;
      const v = a * c + b, nd = k + 1 + Math.abs(g[a][b] - g[i][j]);
      if (nd < d[v]) (d[v] = nd), (buckets[nd] ||= []).push(v);
    }
  }
console.log(d[r * c - 1]);
