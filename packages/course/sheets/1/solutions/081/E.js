const a = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(a.reduce((s, n) => s + n * (n + 1) / 2, 0));
