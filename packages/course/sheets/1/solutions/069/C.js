const [n, t, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const basis = [];
const reduce = (x) => { for (const b of basis) if ((x ^ b) < x) x ^= b; return x; };
for (const v of a.slice(0, Number(n))) {
  const x = reduce(v);
  if (x) basis.push(x), basis.sort((p, q) => (q > p ? 1 : q < p ? -1 : 0));
}
console.log(reduce(t) ? 'no' : 'yes');
