let [p, q, k] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(BigInt);
let r = p % q, b = 10n, e = k - 1n;
while (e) { if (e & 1n) r = (r * b) % q; b = (b * b) % q; e >>= 1n; }
console.log(String((r * 10n) / q));
