const [n, k] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const N = +n, f = [1n];
for (let i = 1; i <= N; i++) f[i] = f[i - 1] * BigInt(i);
const left = Array.from({ length: N }, (_, i) => i + 1), out = [];
let r = BigInt(k) - 1n;
for (let i = N - 1; i >= 0; i--) {
  out.push(left.splice(Number(r / f[i]), 1)[0]);
  r %= f[i];
}
console.log(out.join(' '));
