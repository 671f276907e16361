const [k, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const e = rows.slice(0, +k).map((r) => r.split('|'));
const w = Math.max(...e.map((x) => x[0].length)) + Math.max(...e.map((x) => x[1].length)) + 5;
for (const [t, p] of e) console.log(t + ' ' + '.'.repeat(w - 2 - t.length - p.length) + ' ' + p);
