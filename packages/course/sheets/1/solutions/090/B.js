const eq = require('fs').readFileSync(0, 'utf8').trim();
const [left, res] = eq.split('='), adds = left.split('+'), words = [...adds, res];
const lead = new Set(words.filter(w => w.length > 1).map(w => w[0]));
const L = Math.max(...words.map(w => w.length));
const cols = Array.from({ length: L }, (_, i) => adds.filter(w => i < w.length).map(w => w[w.length - 1 - i]));
const val = {}, used = Array(10).fill(false), sols = [];
const put = (ch, d, k) => {
  if (used[d] || (d == 0 && lead.has(ch))) return;
  val[ch] = d; used[d] = true; k(); used[d] = false; delete val[ch];
};
const solve = (c, k, s) => {
  if (c == L) { if (s == 0) sols.push({ ...val }); return; }
  if (k < cols[c].length) {
    const ch = cols[c][k];
    if (ch in val) return solve(c, k + 1, s + val[ch]);
    for (let d = 0; d < 10; d++) put(ch, d, () => solve(c, k + 1, s + d));
    return;
  }
  const r = res[res.length - 1 - c], d = s % 10, next = () => solve(c + 1, 0, Math.floor(s / 10));
  if (r === undefined) { if (d == 0) next(); }
  else if (r in val) { if (val[r] == d) next(); }
  else put(r, d, next);
};
solve(0, 0, 0);
const text = sols.map(v => eq.replace(/[A-Z]/g, ch => v[ch])).sort();
console.log(text.length ? text[0] : 'impossible');
