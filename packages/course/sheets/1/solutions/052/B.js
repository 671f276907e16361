const [, ...ds] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (const s of ds) {
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y, m - 1, d);
  console.log(t.getUTCDay() || 7);
}
