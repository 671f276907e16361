const [n, k, y] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
let r = 0;
for (let i = 2; i <= n; i++) r = (r + k) % i;
console.log(((y - 1 - r) % n + n) % n + 1);
