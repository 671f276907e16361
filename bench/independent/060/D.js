// Next firing times of a 6-field (seconds-first) cron expression.
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

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

// Parse one field into a boolean array indexed by value.
function parseField(text, lo, hi, names, nameBase) {
  const toValue = token => {
    if (names) {
      const idx = names.indexOf(token);
      if (idx >= 0) return idx + nameBase;
    }
    return parseInt(token, 10);
  };
  const allowed = new Array(hi + 1).fill(false);
  for (const item of text.split(',')) {
    let [rangePart, stepPart] = item.split('/');
    const step = stepPart === undefined ? 1 : parseInt(stepPart, 10);
    let from, to;
    if (rangePart === '*') {
      from = lo;
      to = hi;
    } else if (rangePart.includes('-')) {
      const [a, b] = rangePart.split('-');
      from = toValue(a);
      to = toValue(b);
    } else {
      from = toValue(rangePart);
      to = stepPart === undefined ? from : hi;
    }
    for (let v = from; v <= to; v += step) allowed[v] = true;
  }
  return allowed;
}

function listOf(allowed) {
  const values = [];
  allowed.forEach((ok, v) => { if (ok) values.push(v); });
  return values;
}

const pad = (v, w) => String(v).padStart(w, '0');

function solveQuery(parts) {
  const [secF, minF, hourF, domF, monF, dowF, timeText, nText] = parts;
  const count = parseInt(nText, 10);
  const seconds = listOf(parseField(secF, 0, 59));
  const minutes = listOf(parseField(minF, 0, 59));
  const hours = listOf(parseField(hourF, 0, 23));
  const doms = parseField(domF, 1, 31);
  const months = parseField(monF, 1, 12, MONTH_NAMES, 1);
  const dowsRaw = parseField(dowF, 0, 7, DAY_NAMES, 0);
  const dows = dowsRaw.slice(0, 7);
  if (dowsRaw[7]) dows[0] = true;
  const andRule = domF.startsWith('*') || dowF.startsWith('*');

  // All firing seconds-of-day, sorted.
  const timesOfDay = [];
  for (const h of hours) for (const m of minutes) for (const s of seconds) timesOfDay.push(h * 3600 + m * 60 + s);

  const tm = /^(\d+)-(\d+)-(\d+)T(\d+):(\d+):(\d+)Z$/.exec(timeText);
  const startDay = daysFromCivil(+tm[1], +tm[2], +tm[3]);
  const startSecond = +tm[4] * 3600 + +tm[5] * 60 + +tm[6];

  const dayMatches = day => {
    const [, m, d] = civilFromDays(day);
    if (!months[m]) return false;
    const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday
    const domOk = doms[d];
    const dowOk = dows[weekday];
    return andRule ? domOk && dowOk : domOk || dowOk;
  };

  const results = [];
  // The Gregorian calendar repeats every 146097 days, so if nothing fires in
  // a full cycle (plus a day), nothing ever fires.
  const cycle = 146097 + 1;
  for (let day = startDay; results.length < count; day++) {
    if (results.length === 0 && day - startDay > cycle) break;
    if (!dayMatches(day)) continue;
    for (const t of timesOfDay) {
      if (day === startDay && t <= startSecond) continue;
      const [y, m, d] = civilFromDays(day);
      const h = Math.floor(t / 3600), mi = Math.floor((t % 3600) / 60), s = t % 60;
      results.push(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}Z`);
      if (results.length === count) break;
    }
  }
  return results.length ? results : ['none'];
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = parseInt(lines[0], 10) || 0;
const out = [];
for (let i = 0; i < q; i++) {
  out.push(...solveQuery(lines[1 + i].trim().split(/\s+/)));
}
if (out.length) console.log(out.join('\n'));
