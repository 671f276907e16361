const [, ...ds] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const W = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const days = (y, m, d) => {
  y -= m <= 2;
  const era = Math.floor(y / 400), yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
};
for (const s of ds) {
  const [y, m] = s.split('-').map(Number);
  const last = days(m == 12 ? y + 1 : y, (m % 12) + 1, 1) - 1;
  console.log(W[(((last + 3) % 7) + 7) % 7]);
}
