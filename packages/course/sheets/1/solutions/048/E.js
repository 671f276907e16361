const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const D = [[0, 1], [1, 0], [0, -1], [-1, 0]];
const d = new Float64Array(r * c * 20).fill(Infinity);
const id = (i, j, dir, run) => ((i * c + j) * 5 + dir + 1) * 4 + run;
const buckets = [[[0, 0, -1, 0]]];
d[id(0, 0, -1, 0)] = 0;
let ans = -1;
for (let k = 0; k < buckets.length && ans < 0; k++)
  for (const [i, j, dir, run] of buckets[k] || []) {
    if (d[id(i, j, dir, run)] != k) continue;
    if (i == r - 1 && j == c - 1) { ans = k; break; }
    for (let nd = 0; nd < 4; nd++) {
      if (dir >= 0 && (nd + 2) % 4 == dir) continue;
      const nr = nd == dir ? run + 1 : 1;
      const a = i + D[nd][0], b = j + D[nd][1];
      if (nr > 3 || a < 0 || a >= r || b < 0 || b >= c) continue;
      const s = id(a, b, nd, nr), nk = k + +g[a][b];
      if (nk < d[s]) (d[s] = nk), (buckets[nk] ||= []).push([a, b, nd, nr]);
    }
  }
console.log(ans);
