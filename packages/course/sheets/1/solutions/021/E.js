const v = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(v.reduce((s, x, i) => s + (i % 24 < 6 ? x : 0), 0));
