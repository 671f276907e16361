const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const p = x => String(x).padStart(2, '0');
const sec = s => {
  const [y, mo, d, h, mi, se] = s.match(/\d+/g).map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi, se);
  return t.getTime() / 1000;
};
for (let i = 0; i < n; i++) {
  const x = sec(v[2 * i + 1]) - sec(v[2 * i]);
  console.log(`${Math.floor(x / 86400)}d ${p(Math.floor(x / 3600) % 24)}:${p(Math.floor(x / 60) % 60)}:${p(x % 60)}`);
}
