const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const days = (y, m, d) => {
  y -= m <= 2;
  const era = Math.floor(y / 400), yoe = y - era * 400;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
};
const isF13 = k => (((days(Math.floor(k / 12), (k % 12) + 1, 13) + 5) % 7) + 7) % 7 == 0;
const pre = [0];
for (let k = 0; k < 4800; k++) pre.push(pre[k] + isF13(k));
const upto = s => {
  const [y, m, d] = s.split('-').map(Number), k = y * 12 + m - 1;
  return Math.floor(k / 4800) * pre[4800] + pre[k % 4800] + (d >= 13 && isF13(k));
};
for (let i = 0; i < n; i++) {
  const [a, b] = [v[2 * i], v[2 * i + 1]];
  const [y, m, d] = a.split('-').map(Number);
  console.log(upto(b) - upto(a) + (d == 13 && isF13(y * 12 + m - 1)));
}
