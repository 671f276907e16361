// Next firing times of a Vixie-style cron expression, evaluated in local time.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = parseInt(lines[0], 10) || 0;

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

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

// Parse one field into a boolean array indexed by value
function parseField(text, lo, hi, names, nameBase) {
  const allowed = new Array(hi + 1).fill(false);
  const value = tok => {
    if (names) {
      const idx = names.indexOf(tok);
      if (idx >= 0) return idx + nameBase;
    }
    return parseInt(tok, 10);
  };
  for (const item of text.split(',')) {
    let [rangePart, stepPart] = item.split('/');
    const step = stepPart === undefined ? 1 : parseInt(stepPart, 10);
    let a, b;
    if (rangePart === '*') {
      a = lo; b = hi;
    } else if (rangePart.includes('-')) {
      const [x, y] = rangePart.split('-');
      a = value(x); b = value(y);
    } else {
      a = value(rangePart);
      b = stepPart === undefined ? a : hi;
    }
    for (let v = a; v <= b; v += step) allowed[v] = true;
  }
  return allowed;
}

const pad = (v, w) => String(v).padStart(w, '0');

function formatMinutes(total) {
  const day = Math.floor(total / 1440);
  const rest = total - day * 1440;
  const [y, m, d] = civilFromDays(day);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}T${pad(Math.floor(rest / 60), 2)}:${pad(rest % 60, 2)}Z`;
}

function parseTime(s) {
  const m = /^(\d+)-(\d+)-(\d+)T(\d+):(\d+)Z$/.exec(s);
  return daysFromCivil(+m[1], +m[2], +m[3]) * 1440 + (+m[4]) * 60 + (+m[5]);
}

const out = [];
for (let qi = 1; qi <= q; qi++) {
  const parts = lines[qi].trim().split(/\s+/);
  const [fMin, fHour, fDom, fMon, fDow, offText, tText, nText] = parts;
  const minutes = parseField(fMin, 0, 59, null, 0);
  const hours = parseField(fHour, 0, 23, null, 0);
  const doms = parseField(fDom, 1, 31, null, 0);
  const months = parseField(fMon, 1, 12, MONTHS, 1);
  const dowsRaw = parseField(fDow, 0, 7, DAYS, 0);
  const dows = new Array(7).fill(false);
  for (let v = 0; v <= 7; v++) if (dowsRaw[v]) dows[v % 7] = true;
  const needBoth = fDom[0] === '*' || fDow[0] === '*';

  const sign = offText[0] === '-' ? -1 : 1;
  const [oh, om] = offText.slice(1).split(':').map(Number);
  const offset = sign * (oh * 60 + om);
  const N = parseInt(nText, 10);

  const minuteList = [];
  for (let v = 0; v < 60; v++) if (minutes[v]) minuteList.push(v);
  const hourList = [];
  for (let v = 0; v < 24; v++) if (hours[v]) hourList.push(v);

  const localT = parseTime(tText) + offset;
  let day = Math.floor(localT / 1440);
  const found = [];
  let daysWithout = 0;
  const LIMIT = 146097 + 10; // the calendar repeats every 400 years

  while (found.length < N && daysWithout <= LIMIT) {
    const [, m, d] = civilFromDays(day);
    const dow = ((day + 4) % 7 + 7) % 7; // 1970-01-01 was a Thursday (4)
    let dayOk = false;
    if (months[m]) {
      dayOk = needBoth ? (doms[d] && dows[dow]) : (doms[d] || dows[dow]);
    }
    let hit = false;
    if (dayOk) {
      for (const h of hourList) {
        for (const mi of minuteList) {
          const t = day * 1440 + h * 60 + mi;
          if (t > localT && found.length < N) {
            found.push(t);
            hit = true;
          }
        }
      }
    }
    daysWithout = hit ? 0 : daysWithout + 1;
    day++;
  }

  if (found.length === 0) out.push('none');
  else for (const t of found) out.push(formatMinutes(t - offset));
}
if (out.length) console.log(out.join('\n'));
