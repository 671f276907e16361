const s = require('fs').readFileSync(0, 'utf8').split('\n')[0], n = s.length;
let p = 1;
while (p < n && (n % p || s.slice(0, p).repeat(n / p) !== s)) p++;
console.log(n ? p : 0);
