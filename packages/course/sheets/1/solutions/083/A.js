const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, g = r.slice(0, n).map(l => l.trim().split(/\s+/).map(Number));
const perm = a => a.slice().sort((x, y) => x - y).every((v, i) => v == i + 1);
const ok = g.every(perm) && g.every((_, j) => perm(g.map(row => row[j])));
console.log(ok ? 'yes' : 'no');
