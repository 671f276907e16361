const [n, k, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let s = 0, best = Infinity, at = 0;
v.forEach((x, i) => {
  s += x - (i >= k ? v[i - k] : 0);
  if (i >= k - 1 && s < best) best = s, at = i - k + 2;
});
console.log(at);
