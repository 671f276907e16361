const n = +require('fs').readFileSync(0, 'utf8');
let total = 0n;
for (let i = 1, j; i <= n; i = j + 1) {
  const q = Math.floor(n / i);
  j = Math.floor(n / q);
  total += BigInt(q) * (BigInt(i + j) * BigInt(j - i + 1) / 2n);
}
console.log(String(total));
