const [n, m] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const M = Number(m);
let p = 1;
if (M > 1) for (let a = 1, b = 1 % M; a !== 0 || b !== 1; p++) [a, b] = [b, (a + b) % M];
const fib = (k, mod) => {
  let a = 0n, b = 1n;
  for (const bit of k.toString(2)) {
    const c = (a * ((2n * b - a + mod) % mod)) % mod, d = (a * a + b * b) % mod;
    [a, b] = bit === '1' ? [d, (c + d) % mod] : [c, d];
  }
  return a;
};
console.log(fib(fib(n, BigInt(p)), m).toString());
