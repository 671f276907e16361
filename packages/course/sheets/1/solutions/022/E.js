let [n, k, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
while (k--) v = v.slice(1).map((x, i) => x - v[i]);
console.log(v.join(' '));
