// Monday of ISO week 1 for each year.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = parseInt(lines[0], 10) || 0;

// days since 1970-01-01 for a proleptic Gregorian date
function daysFromCivil(y, m, d) {
  if (m <= 2) y -= 1;
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
  if (m <= 2) y += 1;
  return [y, m, d];
}

const pad = (v, w) => String(v).padStart(w, '0');

const out = [];
for (let i = 1; i <= q; i++) {
  const y = parseInt(lines[i], 10);
  const jan4 = daysFromCivil(y, 1, 4);
  // 1970-01-01 was a Thursday; ISO weekday 1 = Monday .. 7 = Sunday
  const isoWeekday = ((jan4 + 3) % 7 + 7) % 7 + 1;
  const monday = jan4 - (isoWeekday - 1);
  const [yy, mm, dd] = civilFromDays(monday);
  out.push(`${pad(yy, 4)}-${pad(mm, 2)}-${pad(dd, 2)}`);
}
if (out.length) console.log(out.join('\n'));
