const N = BigInt(require('fs').readFileSync(0, 'utf8').trim());
let total = 0n;
for (let p = 1n; p <= N; p *= 10n) {
  const high = N / (p * 10n), cur = (N / p) % 10n, low = N % p;
  total += high * 45n * p + (cur * (cur - 1n) / 2n) * p + cur * (low + 1n);
}
console.log(String(total));
