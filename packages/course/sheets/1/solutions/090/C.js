const eq = require('fs').readFileSync(0, 'utf8').trim();
const [left, res] = eq.split('=');
const terms = [...left.matchAll(/([+-]?)([A-Z]+)/g)].map(m => [m[2], m[1] == '-' ? -1 : 1]).concat([[res, -1]]);
const lead = new Set(terms.filter(([w]) => w.length > 1).map(([w]) => w[0]));
const L = Math.max(...terms.map(([w]) => w.length));
const cols = Array.from({ length: L }, (_, i) => terms.filter(([w]) => i < w.length).map(([w, sg]) => [w[w.length - 1 - i], sg]));
const val = {}, used = Array(10).fill(false);
const solve = (c, k, s) => {
  if (c == L) return s == 0 ? 1 : 0;
  if (k == cols[c].length) return s % 10 == 0 ? solve(c + 1, 0, s / 10) : 0;
  const [ch, sg] = cols[c][k];
  if (ch in val) return solve(c, k + 1, s + sg * val[ch]);
  let n = 0;
  for (let d = lead.has(ch) ? 1 : 0; d < 10; d++)
    if (!used[d]) { used[d] = true; val[ch] = d; n += solve(c, k + 1, s + sg * d); used[d] = false; delete val[ch]; }
  return n;
};
console.log(solve(0, 0, 0));
