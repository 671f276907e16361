const v = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let best = 0;
v.forEach((x, i) => { if (x > v[best]) best = i; });
console.log(v.length ? best + 1 : 0);
