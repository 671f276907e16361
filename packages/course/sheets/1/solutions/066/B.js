const f = (n) => {
  if (n <= 0n) return 0n;
  let m = 0n;
  while (2n << m <= n) m++;
  const p = 1n << m;
  return (m * p >> 1n) + n - p + 1n + f(n - p);
};
const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
console.log(String(f(b) - f(a - 1n)));
