// sum_{i=1..n} (n mod i) = n*n - sum_{i=1..n} i * floor(n/i)
const n = BigInt(require('fs').readFileSync(0, 'utf8').trim() || '0');
let total = 0n;
let i = 1n;
while (i <= n) {
  const q = n / i;
  const last = n / q;
  const sumI = (i + last) * (last - i + 1n) / 2n;
  total += q * sumI;
  i = last + 1n;
}
console.log((n * n - total).toString());
