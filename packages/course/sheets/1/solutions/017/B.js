const [a, b, k] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(BigInt);
const M = 10n ** k;
let v = 1n;
for (let e = 0n; e < b && v < M; e++) { v *= a; if (a < 2n) break; }
let r = 1n % M, x = a % M;
for (let e = b; e; e >>= 1n, x = (x * x) % M) if (e & 1n) r = (r * x) % M;
console.log(v >= M ? String(r).padStart(Number(k), '0') : String(v));
