const s = require('fs').readFileSync(0, 'utf8').trim(), M = 1000000007;
const end = {};
let total = 0;
for (const c of s) {
  const add = (total - (end[c] || 0) + 1 + M) % M;
  end[c] = (total + 1) % M;
  total = (total + add) % M;
}
console.log(total);
