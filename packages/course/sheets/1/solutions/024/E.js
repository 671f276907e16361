const [n, S, ...v] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let lo = 0, s = 0, best = 0;
v.forEach((x, hi) => {
  s += x;
  while (s - v[lo] >= S) s -= v[lo++];
  if (s >= S && (!best || hi - lo + 1 < best)) best = hi - lo + 1;
});
console.log(best);
