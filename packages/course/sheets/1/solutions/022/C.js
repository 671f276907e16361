const [n, b, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let s = 0;
console.log(v.findIndex(x => (s += x) >= b) + 1 || -1);
