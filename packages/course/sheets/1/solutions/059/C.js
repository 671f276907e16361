const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const sec = s => {
  const [y, mo, d, h, mi, se] = s.match(/\d+/g).map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi, se);
  return t.getTime() / 1000;
};
for (let i = 0; i < n; i++) {
  const x = sec(v[2 * i + 1]) - sec(v[2 * i]);
  const parts = [Math.floor(x / 86400), Math.floor(x / 3600) % 24, Math.floor(x / 60) % 60, x % 60];
  const time = parts.slice(1).map((q, j) => (q ? q + 'HMS'[j] : '')).join('');
  console.log(x ? `P${parts[0] ? parts[0] + 'D' : ''}${time ? 'T' + time : ''}` : 'PT0S');
}
