const [n, k, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
let s = 0;
v.forEach((x, i) => {
  s += x - (i >= k ? v[i - k] : 0);
  if (i >= k - 1) out.push(Math.floor(s / k));
});
console.log(out.join(' '));
