const rows = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1).map(r => r.split(','));
let best = null;
for (const r of rows) if (!best || +r[2] > +best[2]) best = r;
console.log(best ? best[1] + ' ' + best[2] : 'none');
