const [n, ...a] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const t = [];
for (const x of a) {
  let lo = 0, hi = t.length;
  while (lo < hi) { const m = (lo + hi) >> 1; if (t[m] <= x) lo = m + 1; else hi = m; }
  t[lo] = x;
}
console.log(t.length);
