const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, g = r.slice(0, n).map(l => l.trim().split(/\s+/).map(Number));
const perm = a => a.slice().sort((x, y) => x - y).every((v, i) => v == i + 1);
let bad = 0;
for (let i = 0; i < n; i++) bad += !perm(g[i]) + !perm(g.map(row => row[i]));
console.log(bad);
