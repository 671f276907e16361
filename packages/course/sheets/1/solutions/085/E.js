const [a, b, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
const W = b + 1, dist = new Array((a + 1) * W).fill(Infinity), buckets = [[0]];
dist[0] = 0;
let ans = -1, pending = 1;
for (let d = 0; pending && ans < 0; d++) {
  for (const s of buckets[d] || []) {
    pending--;
    if (dist[s] != d) continue;
    const x = Math.floor(s / W), y = s % W;
    if (x == t || y == t) { ans = d; break; }
    const p = Math.min(x, b - y), r = Math.min(y, a - x);
    for (const [u, v, w] of [[a, y, a - x], [x, b, b - y], [0, y, 0], [x, 0, 0], [x - p, y + p, 0], [x + r, y - r, 0]]) {
      const k = u * W + v;
      if (d + w < dist[k]) { dist[k] = d + w; (buckets[d + w] ||= []).push(k); pending++; }
    }
  }
}
console.log(ans);
