const s = require('fs').readFileSync(0, 'utf8').split('\n')[0], n = s.length;
const b = [];
for (let L = 1; L < n; L++) if (s.slice(0, L) === s.slice(n - L)) b.push(L);
console.log(b.length ? b.join(' ') : 'NONE');
