const [, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
for (const y of v) {
  const t = new Date(0);
  t.setUTCFullYear(y, 0, 4);
  t.setUTCDate(4 - ((t.getUTCDay() + 6) % 7));
  console.log(t.toISOString().slice(0, 10));
}
