const [, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const D = (y, m, d) => {
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return t.getTime() / 864e5;
};
for (const s of v) {
  const [y, wk, w] = s.match(/\d+/g).map(Number);
  const j4 = D(y, 1, 4), mon = j4 - ((((j4 + 3) % 7) + 7) % 7);
  console.log(new Date((mon + (wk - 1) * 7 + w - 1) * 864e5).toISOString().slice(0, 10));
}
