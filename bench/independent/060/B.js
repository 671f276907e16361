const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const q = parseInt(lines[0], 10) || 0;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

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

// Parse one cron field into a boolean array indexed by value.
function parseField(text, lo, hi, names, nameBase) {
  const allowed = new Array(hi + 1).fill(false);
  const value = token => {
    if (names) {
      const idx = names.indexOf(token);
      if (idx >= 0) return idx + nameBase;
    }
    return parseInt(token, 10);
  };
  for (const item of text.split(',')) {
    let [rangePart, stepPart] = item.split('/');
    const step = stepPart === undefined ? 1 : parseInt(stepPart, 10);
    let a;
    let b;
    if (rangePart === '*') {
      a = lo;
      b = hi;
    } else if (rangePart.includes('-')) {
      const [x, y] = rangePart.split('-');
      a = value(x);
      b = value(y);
    } else {
      a = value(rangePart);
      b = stepPart === undefined ? a : hi;
    }
    for (let v = a; v <= b; v += step) allowed[v] = true;
  }
  return allowed;
}

function parseTime(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})Z$/.exec(text);
  const days = daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]));
  return days * 1440 + Number(m[4]) * 60 + Number(m[5]);
}

function countFires(fields, t1, t2) {
  const minutes = parseField(fields[0], 0, 59);
  const hours = parseField(fields[1], 0, 23);
  const doms = parseField(fields[2], 1, 31);
  const months = parseField(fields[3], 1, 12, MONTHS, 1);
  const dows = parseField(fields[4], 0, 7, DAYS, 0);
  if (dows[7]) dows[0] = true;
  const needBoth = fields[2].startsWith('*') || fields[4].startsWith('*');

  const minuteList = [];
  for (let m = 0; m < 60; m++) if (minutes[m]) minuteList.push(m);
  const hourList = [];
  for (let h = 0; h < 24; h++) if (hours[h]) hourList.push(h);
  const perDay = minuteList.length * hourList.length;

  if (t2 <= t1) return 0;
  const firstDay = Math.floor(t1 / 1440);
  const lastDay = Math.floor((t2 - 1) / 1440);
  let total = 0;
  for (let day = firstDay; day <= lastDay; day++) {
    const [, month, dom] = civilFromDays(day);
    if (!months[month]) continue;
    const dow = ((day + 4) % 7 + 7) % 7; // 1970-01-01 was a Thursday (4)
    const domOk = doms[dom];
    const dowOk = dows[dow];
    const dayOk = needBoth ? domOk && dowOk : domOk || dowOk;
    if (!dayOk) continue;

    const dayStart = day * 1440;
    const from = Math.max(t1, dayStart);
    const to = Math.min(t2, dayStart + 1440);
    if (from === dayStart && to === dayStart + 1440) {
      total += perDay;
    } else {
      for (const h of hourList) {
        for (const m of minuteList) {
          const t = dayStart + h * 60 + m;
          if (t >= from && t < to) total++;
        }
      }
    }
  }
  return total;
}

const out = [];
for (let i = 1; i <= q; i++) {
  const parts = lines[i].split(/\s+/);
  out.push(countFires(parts.slice(0, 5), parseTime(parts[5]), parseTime(parts[6])));
}
if (out.length) console.log(out.join('\n'));
