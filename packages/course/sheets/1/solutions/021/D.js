const v = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(v.filter((x, i) => i > 0 && x > v[i - 1]).length);
