const eq = require('fs').readFileSync(0, 'utf8').trim();
const [a, b, r] = eq.split(/[*=]/).map(w => [...w].reverse());
const lead = new Set([a, b, r].filter(w => w.length > 1).map(w => w[w.length - 1]));
const L = Math.max(r.length, a.length + b.length), val = {}, used = Array(10).fill(false);
let count = 0;
const tryAssign = (ch, d, k) => {
  if (ch in val) { if (val[ch] == d) k(); return; }
  if (used[d] || (d == 0 && lead.has(ch))) return;
  val[ch] = d; used[d] = true; k(); used[d] = false; delete val[ch];
};
const pick = (ch, k) => {
  if (ch === undefined || ch in val) return k();
  for (let d = 0; d < 10; d++) tryAssign(ch, d, k);
};
const column = (i, carry) => {
  if (i == L) { if (carry == 0) count++; return; }
  pick(a[i], () => pick(b[i], () => {
    let s = carry;
    for (let j = 0; j <= i; j++) if (j < a.length && i - j < b.length) s += val[a[j]] * val[b[i - j]];
    const d = s % 10, next = () => column(i + 1, Math.floor(s / 10));
    if (i < r.length) tryAssign(r[i], d, next);
    else if (d == 0) next();
  }));
};
column(0, 0);
console.log(count);
