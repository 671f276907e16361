let [p, q, b] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);
const gcd = (x, y) => (y ? gcd(y, x % y) : x);
const g = gcd(p, q);
p /= g; q /= g;
let pre = 0, m = q, bb = b;
for (let f = 2; f <= bb; f++) {
  if (bb % f) continue;
  let eb = 0, eq = 0;
  while (bb % f === 0) { bb /= f; eb++; }
  while (m % f === 0) { m /= f; eq++; }
  pre = Math.max(pre, Math.ceil(eq / eb));
}
let per = 0;
if (m > 1) for (let x = b % m, k = 1; ; x = (x * b) % m, k++) if (x === 1) { per = k; break; }
let out = Math.floor(p / q).toString(b).toUpperCase(), r = p % q, digits = '';
for (let k = 0; k < pre + per; k++) { r *= b; digits += Math.floor(r / q).toString(b).toUpperCase(); r %= q; }
if (pre + per) out += '.' + digits.slice(0, pre) + (per ? '(' + digits.slice(pre) + ')' : '');
console.log(out);
