const a = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
let t = 0;
for (let x of a) for (x = +x; x; x = Math.floor(x / 2)) t += x % 2;
console.log(t);
