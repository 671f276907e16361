const v = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(v.reduce((a, b) => a + b, 0));
