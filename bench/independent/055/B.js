const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const q = parseInt(lines[0], 10) || 0;

// Day number in the proleptic Gregorian calendar, with 1970-01-01 = 0.
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

// ISO weekday (1 = Monday .. 7 = Sunday); day 0 (1970-01-01) was a Thursday.
function isoWeekday(days) {
  return ((days + 3) % 7 + 7) % 7 + 1;
}

const pad = (v, w) => String(v).padStart(w, '0');

const out = [];
for (let i = 1; i <= q; i++) {
  const m = /^(\d{4})-W(\d{2})-(\d)$/.exec(lines[i]);
  const year = Number(m[1]);
  const week = Number(m[2]);
  const day = Number(m[3]);
  const jan4 = daysFromCivil(year, 1, 4);
  const mondayWeek1 = jan4 - (isoWeekday(jan4) - 1);
  const target = mondayWeek1 + (week - 1) * 7 + (day - 1);
  const [y, mo, d] = civilFromDays(target);
  out.push(`${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}`);
}
if (out.length) console.log(out.join('\n'));
