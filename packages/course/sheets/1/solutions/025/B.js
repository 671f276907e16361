let [s, n] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (n = +n; n--; ) s = s.replace(/(\d)\1*/g, r => r.length + r[0]);
console.log(s.length);
