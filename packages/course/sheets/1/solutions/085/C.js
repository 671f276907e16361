const [a, b, c, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
const cap = [a, b, c], key = s => s.join(','), dist = new Map([['0,0,0', 0]]), q = [[0, 0, 0]];
let ans = -1;
for (let h = 0; h < q.length && ans < 0; h++) {
  const s = q[h], d = dist.get(key(s));
  if (s.includes(t)) { ans = d; break; }
  const next = [];
  for (let i = 0; i < 3; i++) {
    let n = s.slice(); n[i] = cap[i]; next.push(n);
    n = s.slice(); n[i] = 0; next.push(n);
    for (let j = 0; j < 3; j++) if (i != j) {
      const m = Math.min(s[i], cap[j] - s[j]);
      n = s.slice(); n[i] -= m; n[j] += m; next.push(n);
    }
  }
  for (const n of next) if (!dist.has(key(n))) { dist.set(key(n), d + 1); q.push(n); }
}
console.log(ans);
