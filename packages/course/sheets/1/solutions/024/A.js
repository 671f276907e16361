const [n, k, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let s = 0, best = null;
v.forEach((x, i) => {
  s += x - (i >= k ? v[i - k] : 0);
  if (i >= k - 1 && (best === null || s > best)) best = s;
});
console.log(best === null ? 'none' : best);
