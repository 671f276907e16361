const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, g = r.slice(0, n).map(l => l.trim().split(/\s+/).map(Number));
const dup = a => { const s = a.filter(x => x); return new Set(s).size != s.length; };
let bad = false;
for (let i = 0; i < n; i++) if (dup(g[i]) || dup(g.map(row => row[i]))) bad = true;
console.log(bad ? 'conflict' : 'consistent');
