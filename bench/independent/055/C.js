const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const q = parseInt(lines[0], 10) || 0;

function isLeap(y) {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

// Day of week of January 1st: 0 = Monday ... 6 = Sunday.
// 0001-01-01 (proleptic Gregorian) was a Monday.
function jan1Weekday(y) {
  const p = y - 1;
  const days = 365 * p + Math.floor(p / 4) - Math.floor(p / 100) + Math.floor(p / 400);
  return days % 7;
}

const out = [];
for (let i = 1; i <= q; i++) {
  const y = parseInt(lines[i], 10);
  const wd = jan1Weekday(y);
  const long = wd === 3 || (wd === 2 && isLeap(y));
  out.push(long ? 53 : 52);
}
if (out.length) console.log(out.join('\n'));
