const [, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const D = (y, m, d) => {
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return t.getTime() / 864e5;
};
const p = (x, w) => String(x).padStart(w, '0');
for (const s of v) {
  const n = D(...s.split('-').map(Number));
  const w = (((n + 3) % 7) + 7) % 7 + 1, th = n - w + 4;
  const ty = new Date(th * 864e5).getUTCFullYear();
  console.log(`${p(ty, 4)}-W${p(Math.floor((th - D(ty, 1, 1)) / 7) + 1, 2)}-${w}`);
}
