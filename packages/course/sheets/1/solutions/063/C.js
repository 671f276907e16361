const [m, u] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(x => parseInt(x, 8));
console.log((m & ~u).toString(8).padStart(3, '0'));
