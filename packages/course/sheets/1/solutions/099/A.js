const iv = require('fs').readFileSync(0, 'utf8').split('\n').filter(l => l.trim()).map(l => l.split(' ').slice(1).map(s => Date.parse(s) / 1000)).sort((a, b) => a[0] - b[0]);
let total = 0, cs = -Infinity, ce = -Infinity;
for (const [s, e] of iv) {
  if (s > ce) { total += ce - cs > 0 ? ce - cs : 0; cs = s; ce = e; } else ce = Math.max(ce, e);
}
if (iv.length) total += ce - cs;
console.log(total);
