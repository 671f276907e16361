let [s, L] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
let n = 0;
while (n <= 100 && s.length <= +L) s = s.replace(/(\d)\1*/g, r => r.length + r[0]), n++;
console.log(n > 100 ? -1 : n);
