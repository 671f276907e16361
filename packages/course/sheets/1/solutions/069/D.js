const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
let basis = [];
for (let x of a.slice(0, Number(n))) {
  for (const b of basis) if ((x ^ b) < x) x ^= b;
  if (x) {
    basis = basis.map((b) => ((b ^ x) < b ? b ^ x : b));
    basis.push(x);
    basis.sort((p, q) => (q > p ? 1 : q < p ? -1 : 0));
  }
}
console.log(String(basis.length ? basis[basis.length - 1] : 0n));
