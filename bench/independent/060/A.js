const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const q = parseInt(lines[0], 10) || 0;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

// Parse one cron field into a boolean array indexed by value.
function parseField(text, lo, hi, names, nameBase) {
  const allowed = new Array(hi + 1).fill(false);
  const toNumber = token => {
    if (names) {
      const idx = names.indexOf(token);
      if (idx >= 0) return idx + nameBase;
    }
    return parseInt(token, 10);
  };
  for (const item of text.split(',')) {
    let [rangePart, stepPart] = item.split('/');
    const step = stepPart === undefined ? 1 : parseInt(stepPart, 10);
    let from;
    let to;
    if (rangePart === '*') {
      from = lo;
      to = hi;
    } else if (rangePart.includes('-')) {
      const [a, b] = rangePart.split('-');
      from = toNumber(a);
      to = toNumber(b);
    } else {
      from = toNumber(rangePart);
      to = stepPart === undefined ? from : hi;
    }
    for (let v = from; v <= to; v += step) allowed[v] = true;
  }
  return allowed;
}

const pad = (v, w) => String(v).padStart(w, '0');
const DAY_MS = 86400000;

function format(dayMs, hour, minute) {
  const d = new Date(dayMs);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}T${pad(hour, 2)}:${pad(minute, 2)}Z`;
}

const out = [];
for (let i = 1; i <= q; i++) {
  const parts = lines[i].split(/\s+/);
  const minutes = parseField(parts[0], 0, 59, null, 0);
  const hours = parseField(parts[1], 0, 23, null, 0);
  const doms = parseField(parts[2], 1, 31, null, 0);
  const months = parseField(parts[3], 1, 12, MONTH_NAMES, 1);
  const dowsRaw = parseField(parts[4], 0, 7, DAY_NAMES, 0);
  const dows = dowsRaw.slice(0, 7);
  if (dowsRaw[7]) dows[0] = true;
  const restrictBoth = parts[2].startsWith('*') || parts[4].startsWith('*');

  const m = parts[5].match(/^(\d+)-(\d+)-(\d+)T(\d+):(\d+)Z$/);
  const startDay = Date.UTC(+m[1], +m[2] - 1, +m[3]);
  const startMinuteOfDay = +m[4] * 60 + +m[5];
  const count = parseInt(parts[6], 10);

  const found = [];
  let dayMs = startDay;
  let daysSinceLastFire = 0;
  // The calendar repeats every 400 years (146097 days); a bit of slack on top.
  const LIMIT = 146097 + 400;
  while (found.length < count && daysSinceLastFire <= LIMIT) {
    const d = new Date(dayMs);
    const month = d.getUTCMonth() + 1;
    const dom = d.getUTCDate();
    const dow = d.getUTCDay();
    let dayOk = false;
    if (months[month]) {
      dayOk = restrictBoth ? doms[dom] && dows[dow] : doms[dom] || dows[dow];
    }
    let firedToday = false;
    if (dayOk) {
      for (let h = 0; h < 24 && found.length < count; h++) {
        if (!hours[h]) continue;
        for (let mi = 0; mi < 60 && found.length < count; mi++) {
          if (!minutes[mi]) continue;
          if (dayMs === startDay && h * 60 + mi <= startMinuteOfDay) continue;
          found.push(format(dayMs, h, mi));
          firedToday = true;
        }
      }
    }
    daysSinceLastFire = firedToday ? 0 : daysSinceLastFire + 1;
    dayMs += DAY_MS;
  }
  if (found.length === 0) out.push('none');
  else out.push(...found);
}
if (out.length) console.log(out.join('\n'));
