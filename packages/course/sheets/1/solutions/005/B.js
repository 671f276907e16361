const w = require('fs').readFileSync(0, 'utf8').split('\n');
const cnt = new Map();
let best = 0;
for (let i = 1; i <= +w[0]; i++) {
  const k = [...w[i]].sort().join('');
  cnt.set(k, (cnt.get(k) || 0) + 1);
  best = Math.max(best, cnt.get(k));
}
console.log(best);
