const [a, n, m] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(BigInt);
let sum = 0n, pw = 1n, ba = a % m, bs = 1n % m;
for (let e = n + 1n; e; e >>= 1n) {
  if (e & 1n) { sum = (sum + pw * bs) % m; pw = (pw * ba) % m; }
  bs = (bs + bs * ba) % m;
  ba = (ba * ba) % m;
}
console.log(String(sum));
