const w = require('fs').readFileSync(0, 'utf8').split('\n');
const seen = new Map();
let pairs = 0;
for (let i = 1; i <= +w[0]; i++) {
  const k = [...w[i]].sort().join('');
  pairs += seen.get(k) || 0;
  seen.set(k, (seen.get(k) || 0) + 1);
}
console.log(pairs);
