const [, ...ds] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (const s of ds) {
  const [y, m, d] = s.split('-').map(Number);
  const leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  const len = [31, 28 + leap, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  console.log(len.slice(m - 1).reduce((a, b) => a + b, 0) - d);
}
