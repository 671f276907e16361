const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const p = (x, w) => String(x).padStart(w, '0');
for (let i = 0; i < n; i++) {
  const [y, m, d] = v[2 * i].split('-').map(Number);
  const t = new Date(Date.UTC(2000, 0, 1));
  t.setUTCFullYear(y, m - 1, d + +v[2 * i + 1]);
  console.log(`${p(t.getUTCFullYear(), 4)}-${p(t.getUTCMonth() + 1, 2)}-${p(t.getUTCDate(), 2)}`);
}
