const s = require('fs').readFileSync(0, 'utf8').trim();
let m = 0;
for (const c of s) m = m * 2 + (c != '-');
console.log(m.toString(8).padStart(3, '0'));
