const [n, m] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const mul = (A, B) => A.map(r => B[0].map((_, j) => r.reduce((s, x, k) => s + x * B[k][j], 0n) % m));
let R = [[1n, 0n, 0n], [0n, 1n, 0n], [0n, 0n, 1n]], M = [[1n, 1n, 1n], [1n, 0n, 0n], [0n, 1n, 0n]];
for (let e = n; e > 0n; e >>= 1n, M = mul(M, M)) if (e & 1n) R = mul(R, M);
console.log((R[2][0] % m).toString());
