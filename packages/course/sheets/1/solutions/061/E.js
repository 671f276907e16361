const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let x = a ^ b, c = 0;
while (x) { c += x & 1; x >>>= 1; }
console.log(c);
