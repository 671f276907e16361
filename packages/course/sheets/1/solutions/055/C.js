const [, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
for (const y of v) {
  const t = new Date(0);
  t.setUTCFullYear(y, 0, 1);
  const w = t.getUTCDay(), leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  console.log(w == 4 || (leap && w == 3) ? 53 : 52);
}
