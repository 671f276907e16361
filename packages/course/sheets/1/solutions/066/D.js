const [n, k] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const r = (n & (2n << k) - 1n) - (1n << k) + 1n;
console.log(String((n >> k + 1n << k) + (r > 0n ? r : 0n)));
