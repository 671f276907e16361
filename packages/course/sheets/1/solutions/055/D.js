const [, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const iso = n => new Date(n * 864e5).toISOString().slice(0, 10);
for (const s of v) {
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  const n = t.getTime() / 864e5, mon = n - ((t.getUTCDay() + 6) % 7);
  console.log(iso(mon), iso(mon + 6));
}
