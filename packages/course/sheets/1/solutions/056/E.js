const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1);
const W = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const p = (x, k = 2) => String(x).padStart(k, '0');
for (const l of lines) {
  const [y, n, day] = l.trim().split(' ');
  const w = W.indexOf(day), out = [];
  for (let m = 1; m <= 12; m++) {
    const t = new Date(0);
    t.setUTCFullYear(+y, m, 0);
    const len = t.getUTCDate(), lastDow = (t.getUTCDay() + 6) % 7;
    t.setUTCFullYear(+y, m - 1, 1);
    const d = n == 'L' ? len - ((lastDow - w + 7) % 7) : 1 + ((w - (t.getUTCDay() + 6) % 7 + 7) % 7) + 7 * (n - 1);
    if (d <= len) out.push(`${p(y, 4)}-${p(m)}-${p(d)}`);
  }
  console.log(out.join(' '));
}
