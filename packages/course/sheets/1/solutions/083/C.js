const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, k = Math.round(Math.sqrt(n)), g = r.slice(0, n).map(l => l.trim().split(/\s+/).map(Number));
const perm = a => a.slice().sort((x, y) => x - y).every((v, i) => v == i + 1);
const groups = [];
for (let i = 0; i < n; i++) {
  groups.push(g[i], g.map(row => row[i]));
  const b = [];
  for (let j = 0; j < n; j++) b.push(g[Math.floor(i / k) * k + Math.floor(j / k)][(i % k) * k + (j % k)]);
  groups.push(b);
}
console.log(groups.every(perm) ? 'yes' : 'no');
