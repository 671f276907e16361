let [a, b, m] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(BigInt);
let r = 1n % m;
for (a %= m; b; b >>= 1n, a = (a * a) % m) if (b & 1n) r = (r * a) % m;
console.log(String(r));
