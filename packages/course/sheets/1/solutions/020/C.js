const n = +require('fs').readFileSync(0, 'utf8');
let total = 0n;
for (let i = 1, j; i <= n; i = j + 1) {
  const q = Math.floor(n / i);
  j = Math.floor(n / q);
  const c = BigInt(j - i + 1);
  total += c * BigInt(n) - BigInt(q) * (BigInt(i + j) * c / 2n);
}
console.log(String(total));
