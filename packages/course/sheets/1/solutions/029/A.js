const [n, m] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const mul = (A, B) => [
  [(A[0][0] * B[0][0] + A[0][1] * B[1][0]) % m, (A[0][0] * B[0][1] + A[0][1] * B[1][1]) % m],
  [(A[1][0] * B[0][0] + A[1][1] * B[1][0]) % m, (A[1][0] * B[0][1] + A[1][1] * B[1][1]) % m],
];
let R = [[1n, 0n], [0n, 1n]], M = [[1n, 1n], [1n, 0n]];
for (let e = n; e > 0n; e >>= 1n, M = mul(M, M)) if (e & 1n) R = mul(R, M);
console.log((R[0][1] % m).toString());
