const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const q = parseInt(lines[0], 10) || 0;

// Days since 1970-01-01 in the proleptic Gregorian calendar.
function daysFromCivil(y, m, d) {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z) {
  z += 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  let y = yoe + era * 400;
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  if (m <= 2) y++;
  return [y, m, d];
}

const out = [];
for (let i = 1; i <= q; i++) {
  const [y, m, d] = lines[i].split('-').map(Number);
  const days = daysFromCivil(y, m, d);
  // 1970-01-01 was a Thursday: ISO weekday 4.
  const weekday = ((((days + 3) % 7) + 7) % 7) + 1;
  const thursday = days - (weekday - 1) + 3;
  const isoYear = civilFromDays(thursday)[0];
  const dayOfYear = thursday - daysFromCivil(isoYear, 1, 1) + 1;
  const week = Math.floor((dayOfYear - 1) / 7) + 1;
  out.push(`${String(isoYear).padStart(4, '0')}-W${String(week).padStart(2, '0')}-${weekday}`);
}
if (out.length) console.log(out.join('\n'));
