const [n, ...p] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const f = [1n];
for (let i = 1; i <= n; i++) f[i] = f[i - 1] * BigInt(i);
let r = 1n;
p.forEach((x, i) => {
  const smaller = p.slice(i + 1).filter(y => y < x).length;
  r += BigInt(smaller) * f[n - 1 - i];
});
console.log(r.toString());
