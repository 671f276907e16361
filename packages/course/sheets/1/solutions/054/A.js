const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const sec = s => {
  const [y, mo, d, h, mi, se] = s.match(/\d+/g).map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi, se);
  return t.getTime() / 1000;
};
for (let i = 0; i < n; i++) console.log(sec(v[2 * i + 1]) - sec(v[2 * i]));
