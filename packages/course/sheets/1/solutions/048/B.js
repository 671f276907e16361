const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const d = Array(r * c).fill(Infinity);
const buckets = [];
for (let i = 0; i < r; i++) (d[i * c] = +g[i][0]), (buckets[d[i * c]] ||= []).push(i * c);
let ans = Infinity;
for (let k = 0; k < buckets.length; k++)
  for (const u of buckets[k] || []) {
    if (d[u] != k) continue;
    const i = (u / c) | 0, j = u % c;
    if (j == c - 1) ans = Math.min(ans, k);
    for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
      if (a < 0 || a >= r || b < 0 || b >= c) continue;
      const v = a * c + b, nd = k + +g[a][b];
      if (nd < d[v]) (d[v] = nd), (buckets[nd] ||= []).push(v);
    }
  }
console.log(ans);
