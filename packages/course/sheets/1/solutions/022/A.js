const [, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let s = 0;
console.log(v.map(x => (s += x)).join(' '));
