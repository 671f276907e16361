const n = +require('fs').readFileSync(0, 'utf8');
let p = 1;
while (p < n) p *= 2;
console.log(p);
