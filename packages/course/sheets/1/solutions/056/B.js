const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1);
const W = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const occ = (y, m, n, w) => {
  const t = new Date(0);
  t.setUTCFullYear(y, m, 0);
  const len = t.getUTCDate(), lastDow = (t.getUTCDay() + 6) % 7;
  t.setUTCFullYear(y, m - 1, 1);
  const d = n == 'L' ? len - ((lastDow - w + 7) % 7) : 1 + ((w - (t.getUTCDay() + 6) % 7 + 7) % 7) + 7 * (n - 1);
  return d > len ? null : d;
};
const p = (x, k = 2) => String(x).padStart(k, '0');
for (const l of lines) {
  const [ds, n, day] = l.trim().split(' ');
  let [y, m, d] = ds.split('-').map(Number);
  const w = W.indexOf(day);
  for (;;) {
    const o = occ(y, m, n, w);
    if (o && o > d) { console.log(`${p(y, 4)}-${p(m)}-${p(o)}`); break; }
    d = 0;
    if (++m > 12) (m = 1), y++;
  }
}
