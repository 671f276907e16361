const [n, L, R] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
let total = 0n;
let i = L;
const last = R < n ? R : n;
while (i <= last) {
  const q = n / i;
  let j = n / q;
  if (j > last) j = last;
  total += q * (j - i + 1n);
  i = j + 1n;
}
console.log(total.toString());
