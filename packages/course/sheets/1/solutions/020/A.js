const n = +require('fs').readFileSync(0, 'utf8');
let total = 0;
for (let i = 1, j; i <= n; i = j + 1) {
  const q = Math.floor(n / i);
  j = Math.floor(n / q);
  total += q * (j - i + 1);
}
console.log(total);
