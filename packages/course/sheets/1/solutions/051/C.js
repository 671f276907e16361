const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const f = y => Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
for (let i = 0; i < n; i++) console.log(f(v[2 * i + 1]) - f(v[2 * i] - 1));
