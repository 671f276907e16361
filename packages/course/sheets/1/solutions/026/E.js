const [n, k, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let r = 0;
for (let i = 2; i <= n; i++) r = (r + k) % i;
console.log(((t - 1 - r) % n + n) % n + 1);
