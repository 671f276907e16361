let [p, q] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);
const neg = p !== 0 && (p < 0) !== (q < 0);
p = Math.abs(p); q = Math.abs(q);
const pos = new Map();
let r = p % q, digits = '';
while (r && !pos.has(r)) { pos.set(r, digits.length); r *= 10; digits += Math.floor(r / q); r %= q; }
if (r) digits = digits.slice(0, pos.get(r)) + '(' + digits.slice(pos.get(r)) + ')';
console.log((neg ? '-' : '') + Math.floor(p / q) + (digits ? '.' + digits : ''));
