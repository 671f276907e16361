const [a, b, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
const dist = new Map([['0,0', 0]]), q = [[0, 0]];
let ans = -1;
for (let h = 0; h < q.length && ans < 0; h++) {
  const [x, y] = q[h], d = dist.get(x + ',' + y);
  if (x == t || y == t) ans = d;
  const p = Math.min(x, b - y), r = Math.min(y, a - x);
  for (const [u, v] of [[a, y], [x, b], [0, y], [x, 0], [x - p, y + p], [x + r, y - r]])
    if (!dist.has(u + ',' + v)) { dist.set(u + ',' + v, d + 1); q.push([u, v]); }
}
console.log(ans);
