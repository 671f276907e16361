const [q, head, ...rows] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const c = head.split(',').indexOf(q);
let best = null;
for (const r of rows.map(r => r.split(','))) if (!best || +r[c] > +best[c]) best = r;
console.log(best ? best[0] : 'none');
