const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const basis = [];
for (let x of a.slice(0, Number(n))) {
  for (const b of basis) if ((x ^ b) < x) x ^= b;
  if (x) basis.push(x), basis.sort((p, q) => (q > p ? 1 : q < p ? -1 : 0));
}
console.log(String(1n << BigInt(basis.length)));
