const text = require('fs').readFileSync(0, 'utf8').trim();
const n = text === '' ? 0 : Number(text);

// sum_{d=1}^{n} d * floor(n/d), grouping d by equal quotient.
let total = 0n;
let d = 1;
while (d <= n) {
  const q = Math.floor(n / d);
  const last = Math.floor(n / q);
  // sum of d..last = (d + last) * (last - d + 1) / 2
  const a = BigInt(d + last);
  const b = BigInt(last - d + 1);
  total += BigInt(q) * (a * b / 2n);
  d = last + 1;
}
console.log(total.toString());
