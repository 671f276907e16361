const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const days = s => {
  let [y, m, d] = s.split('-').map(Number);
  y -= m <= 2;
  const era = Math.floor(y / 400), yoe = y - era * 400;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
};
const fridays = x => Math.floor((x + 4) / 7);
for (let i = 0; i < n; i++) console.log(fridays(days(v[2 * i + 1]) + 1) - fridays(days(v[2 * i])));
