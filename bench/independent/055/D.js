// Proleptic Gregorian day-number conversions (days since 1970-01-01).
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
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return [y, m, d];
}

const pad = (v, w) => String(v).padStart(w, '0');
const format = days => {
  const [y, m, d] = civilFromDays(days);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
};

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = parseInt(lines[0], 10) || 0;
const out = [];
for (let i = 0; i < q; i++) {
  const [y, m, d] = lines[1 + i].trim().split('-').map(Number);
  const days = daysFromCivil(y, m, d);
  // 1970-01-01 was a Thursday; isoIndex 0 = Monday ... 6 = Sunday
  const isoIndex = (((days + 3) % 7) + 7) % 7;
  const monday = days - isoIndex;
  out.push(`${format(monday)} ${format(monday + 6)}`);
}
if (out.length) console.log(out.join('\n'));
