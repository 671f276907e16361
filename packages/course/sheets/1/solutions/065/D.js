const s = require('fs').readFileSync(0, 'utf8').trim();
let p = 0, o = '';
for (const c of s) o += p ^= c;
console.log(o);
