const [n, k, m] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let s = n - m + 1, p = (k - 1) % s;
while (s < n) p = (p + k) % ++s;
console.log(p + 1);
