const [a, b, c, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
const cap = [a, b, c], key = s => s.join(','), dist = new Map([[key([0, 0, c]), 0]]), q = [[0, 0, c]];
let ans = -1;
for (let h = 0; h < q.length; h++) {
  const s = q[h], d = dist.get(key(s));
  if (s.includes(t)) { ans = d; break; }
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if (i != j) {
    const m = Math.min(s[i], cap[j] - s[j]), n = s.slice();
    n[i] -= m; n[j] += m;
    if (!dist.has(key(n))) { dist.set(key(n), d + 1); q.push(n); }
  }
}
console.log(ans);
