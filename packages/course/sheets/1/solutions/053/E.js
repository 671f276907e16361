const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const days = s => {
  let [y, m, d] = s.split('-').map(Number);
  y -= m <= 2;
  const era = Math.floor(y / 400), yoe = y - era * 400;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
};
for (let i = 0; i < n; i++) {
  const x = days(v[2 * i + 1]) - days(v[2 * i]), a = Math.abs(x);
  console.log(`${x < 0 ? '-' : ''}${Math.floor(a / 7)}w ${a % 7}d`);
}
