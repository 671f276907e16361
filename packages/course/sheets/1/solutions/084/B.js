const [n, k] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
let r = 0;
for (let i = 2; i <= n; i++) r = (r + k) % i;
console.log(n ? r + 1 : 0);
