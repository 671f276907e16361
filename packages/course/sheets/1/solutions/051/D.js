const [, ...qs] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (const q of qs) {
  const [y, m] = q.split('-').map(Number);
  const leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  console.log(m == 2 ? 28 + leap : [4, 6, 9, 11].includes(m) ? 30 : 31);
}
