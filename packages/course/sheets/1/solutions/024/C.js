const [n, k, t, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let s = 0, c = 0;
v.forEach((x, i) => {
  s += x - (i >= k ? v[i - k] : 0);
  if (i >= k - 1 && s > t * k) c++;
});
console.log(c);
