const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, pos = [];
const ok = (i, j) => pos.every((c, k) => c != j && Math.abs(c - j) != i - k);
const go = i => {
  if (i == n) return 1;
  const fixed = [...r[i].slice(0, n)].map((ch, j) => (ch == 'Q' ? j : -1)).filter(j => j >= 0);
  if (fixed.length > 1) return 0;
  const cand = fixed.length ? fixed : [...Array(n).keys()].filter(j => r[i][j] == '.');
  let s = 0;
  for (const j of cand) if (ok(i, j)) { pos.push(j); s += go(i + 1); pos.pop(); }
  return s;
};
console.log(go(0));
