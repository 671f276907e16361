const [, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let s = 0, m = 0;
for (const x of v) m = Math.max(m, (s += x));
console.log(m);
