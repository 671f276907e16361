const [, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const W = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
for (const s of v) {
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, m, 0);
  const len = t.getUTCDate();
  t.setUTCFullYear(y, m - 1, d);
  console.log(`${Math.ceil(d / 7)} ${W[t.getUTCDay()]}${d + 7 > len ? ' last' : ''}`);
}
