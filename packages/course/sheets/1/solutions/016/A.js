let [p, q] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);
const gcd = (a, b) => (b ? gcd(b, a % b) : a);
const g = gcd(p, q);
p /= g; q /= g;
let m = q, e2 = 0, e5 = 0;
while (m % 2 === 0) { m /= 2; e2++; }
while (m % 5 === 0) { m /= 5; e5++; }
const pre = Math.max(e2, e5);
let per = 0;
if (m > 1) for (let x = 10 % m, k = 1; ; x = (x * 10) % m, k++) if (x === 1) { per = k; break; }
let out = String(Math.floor(p / q)), r = p % q, digits = '';
for (let k = 0; k < pre + per; k++) { r *= 10; digits += Math.floor(r / q); r %= q; }
if (pre + per) out += '.' + digits.slice(0, pre) + (per ? '(' + digits.slice(pre) + ')' : '');
console.log(out);
