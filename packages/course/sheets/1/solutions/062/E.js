const n = +require('fs').readFileSync(0, 'utf8');
let p = 1;
while (p * 2 <= n) p *= 2;
console.log(Math.min(Math.abs(n - p), 2 * p - n));
