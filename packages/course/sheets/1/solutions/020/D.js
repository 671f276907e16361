const [n, L, R] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);
let total = 0;
for (let i = L, j; i <= Math.min(R, n); i = j + 1) {
  const q = Math.floor(n / i);
  j = Math.min(Math.floor(n / q), R);
  total += q * (j - i + 1);
}
console.log(total);
