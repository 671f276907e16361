const [, ...l] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const u = { h: 3600, m: 60, s: 1 };
let t = 0;
for (const x of l) for (const [, v, k] of x.matchAll(/(\d+)([hms])/g)) t += v * u[k];
console.log(t);
