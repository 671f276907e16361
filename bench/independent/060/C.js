const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const q = parseInt(lines[0], 10) || 0;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function parseValue(text, names, offset) {
  if (names) {
    const idx = names.indexOf(text);
    if (idx >= 0) return idx + offset;
  }
  return parseInt(text, 10);
}

// Returns a boolean array indexed by value.
function parseField(text, min, max, names, offset) {
  const allowed = new Array(max + 1).fill(false);
  for (const item of text.split(',')) {
    const [rangePart, stepPart] = item.split('/');
    const step = stepPart === undefined ? 1 : parseInt(stepPart, 10);
    let lo, hi;
    if (rangePart === '*') {
      lo = min; hi = max;
    } else if (rangePart.includes('-')) {
      const [a, b] = rangePart.split('-');
      lo = parseValue(a, names, offset);
      hi = parseValue(b, names, offset);
    } else {
      lo = parseValue(rangePart, names, offset);
      hi = stepPart === undefined ? lo : max;
    }
    for (let v = lo; v <= hi; v += step) allowed[v] = true;
  }
  return allowed;
}

// Days since 1970-01-01 for a proleptic Gregorian date.
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

function pad(n, width) {
  return String(n).padStart(width, '0');
}

function solve(line) {
  const parts = line.split(/\s+/);
  const minutes = parseField(parts[0], 0, 59);
  const hours = parseField(parts[1], 0, 23);
  const doms = parseField(parts[2], 1, 31);
  const months = parseField(parts[3], 1, 12, MONTHS, 1);
  const dowsRaw = parseField(parts[4], 0, 7, DAYS, 0);
  const dows = new Array(7).fill(false);
  for (let v = 0; v <= 7; v++) if (dowsRaw[v]) dows[v % 7] = true;
  const restrictBoth = parts[2].startsWith('*') || parts[4].startsWith('*');

  const m = parts[5].match(/^(\d+)-(\d+)-(\d+)T(\d+):(\d+)Z$/);
  const ty = +m[1], tmo = +m[2], td = +m[3], th = +m[4], tmi = +m[5];
  const startDay = daysFromCivil(ty, tmo, td);
  const limitMinute = th * 60 + tmi; // exclusive on the starting day

  // The calendar repeats every 400 years (146097 days, a whole number of weeks).
  for (let day = startDay; day >= startDay - 146097 - 1; day--) {
    const [y, mo, d] = civilFromDays(day);
    if (!months[mo]) continue;
    const weekday = ((day % 7) + 7 + 4) % 7; // 1970-01-01 was a Thursday
    const domOk = doms[d];
    const dowOk = dows[weekday];
    const dayOk = restrictBoth ? domOk && dowOk : domOk || dowOk;
    if (!dayOk) continue;
    const maxMinute = day === startDay ? limitMinute - 1 : 24 * 60 - 1;
    for (let t = maxMinute; t >= 0; t--) {
      const h = Math.floor(t / 60), mi = t % 60;
      if (hours[h] && minutes[mi]) {
        return `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}Z`;
      }
    }
  }
  return 'none';
}

const out = [];
for (let i = 1; i <= q; i++) out.push(solve(lines[i]));
if (out.length) console.log(out.join('\n'));
