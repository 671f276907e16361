const [n, m, a, b] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(BigInt);
const f = (a, b, c, n) => {
  if (n < 0n) return 0n;
  if (a === 0n) return (n + 1n) * (b / c);
  if (a >= c || b >= c) return f(a % c, b % c, c, n) + (a / c) * n * (n + 1n) / 2n + (b / c) * (n + 1n);
  const mm = (a * n + b) / c;
  return n * mm - f(c, c - b - 1n, a, mm - 1n);
};
console.log(String(f(a, b, m, n - 1n)));
