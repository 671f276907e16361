const L = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim().split(/\s+/).map(BigInt));
const [[d, n, m], c, a] = L, D = Number(d);
const mul = (A, B) => A.map(r => B[0].map((_, j) => r.reduce((s, x, k) => s + x * B[k][j], 0n) % m));
let M = Array.from({ length: D }, (_, i) => Array.from({ length: D }, (_, j) => (i === 0 ? c[j] : BigInt(j === i - 1))));
let R = Array.from({ length: D }, (_, i) => Array.from({ length: D }, (_, j) => BigInt(i === j)));
for (let e = n; e > 0n; e >>= 1n, M = mul(M, M)) if (e & 1n) R = mul(R, M);
const row = R[D - 1];
console.log((row.reduce((s, x, k) => s + x * a[D - 1 - k], 0n) % m).toString());
