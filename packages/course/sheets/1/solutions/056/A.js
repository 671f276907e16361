const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1);
const W = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const p = x => String(x).padStart(2, '0');
for (const l of lines) {
  const [ym, n, day] = l.trim().split(' ');
  const [y, m] = ym.split('-').map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, m, 0);
  const len = t.getUTCDate(), lastDow = (t.getUTCDay() + 6) % 7, w = W.indexOf(day);
  t.setUTCFullYear(y, m - 1, 1);
  const firstDow = (t.getUTCDay() + 6) % 7;
  const d = n == 'L' ? len - ((lastDow - w + 7) % 7) : 1 + ((w - firstDow + 7) % 7) + 7 * (n - 1);
  console.log(d > len ? 'none' : `${ym}-${p(d)}`);
}
