const [, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(v.slice(1).map((x, i) => x - v[i]).join(' '));
