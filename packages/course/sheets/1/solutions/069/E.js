const [n, k, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
let basis = [];
for (let x of a.slice(0, Number(n))) {
  for (const b of basis) if ((x ^ b) < x) x ^= b;
  if (x) {
    basis = basis.map((b) => ((b ^ x) < b ? b ^ x : b));
    basis.push(x);
    basis.sort((p, q) => (q < p ? 1 : q > p ? -1 : 0));
  }
}
let r = 0n, m = k - 1n;
if (m >> BigInt(basis.length)) console.log(-1);
else {
  basis.forEach((b, i) => { if (m >> BigInt(i) & 1n) r ^= b; });
  console.log(String(r));
}
