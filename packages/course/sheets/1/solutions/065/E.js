const dec = (s) => { let p = 0n, n = 0n; for (const c of s) { p ^= BigInt(c); n = n * 2n + p; } return n; };
const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(dec);
console.log(String(a > b ? a - b : b - a));
