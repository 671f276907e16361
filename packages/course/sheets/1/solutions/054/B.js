const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const p = (x, w = 2) => String(x).padStart(w, '0');
for (let i = 0; i < n; i++) {
  const [y, mo, d, h, mi, se] = v[2 * i].match(/\d+/g).map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi, se + +v[2 * i + 1]);
  console.log(`${p(t.getUTCFullYear(), 4)}-${p(t.getUTCMonth() + 1)}-${p(t.getUTCDate())}T${p(t.getUTCHours())}:${p(t.getUTCMinutes())}:${p(t.getUTCSeconds())}Z`);
}
