const s = require('fs').readFileSync(0, 'utf8').trim();
let best = '';
for (const r of s.match(/P+|F+/g) || []) if (r.length > best.length) best = r;
console.log(best ? best[0] + ' ' + best.length : 'none');
