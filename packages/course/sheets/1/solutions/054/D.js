const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (const s of v) {
  let [y, m, d, h, mi, se] = s.match(/\d+/g).map(Number);
  y -= m <= 2;
  const era = Math.floor(y / 400), yoe = y - era * 400;
  const days = era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1 - 719468;
  console.log(days * 86400 + h * 3600 + mi * 60 + se);
}
