const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1);
const MON = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');
const DOW = 'SUN MON TUE WED THU FRI SAT'.split(' ');
const field = (s, lo, hi, names = []) => {
  const val = x => (names.includes(x) ? names.indexOf(x) + (lo == 1 ? 1 : 0) : +x);
  const out = new Set();
  for (const item of s.split(',')) {
    const [r, st] = item.split('/');
    let [a, b] = r == '*' ? [lo, hi] : r.split('-').map(val);
    if (b === undefined) b = st ? hi : a;
    for (let v = a; v <= b; v += +(st || 1)) out.add(v);
  }
  return out;
};
const cron = f => {
  const dow = field(f[4], 0, 7, DOW);
  if (dow.has(7)) dow.add(0);
  return {
    mi: [...field(f[0], 0, 59)].sort((a, b) => a - b),
    h: [...field(f[1], 0, 23)].sort((a, b) => a - b),
    dom: field(f[2], 1, 31), mon: field(f[3], 1, 12, MON), dow,
    and: f[2][0] == '*' || f[4][0] == '*',
  };
};
const dayOk = (c, y, m, d) => {
  if (!c.mon.has(m)) return false;
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  const a = c.dom.has(d), b = c.dow.has(t.getUTCDay());
  return c.and ? a && b : a || b;
};
const dim = (y, m) => new Date(Date.UTC(2000, m, 0)).getUTCDate() - (m == 2 && !((y % 4 == 0 && y % 100 != 0) || y % 400 == 0) ? 1 : 0);
const p = (x, w = 2) => String(x).padStart(w, '0');
for (const l of lines) {
  const f = l.trim().split(/\s+/), c = cron(f);
  const [lo, hi] = [f[5].replace(/\D/g, ''), f[6].replace(/\D/g, '')];
  let [y, m, d] = f[5].match(/\d+/g).map(Number);
  let count = 0;
  for (let day = lo.slice(0, 8); day <= hi.slice(0, 8); day = `${p(y, 4)}${p(m)}${p(d)}`) {
    if (dayOk(c, y, m, d)) {
      if (day > lo.slice(0, 8) && day < hi.slice(0, 8)) count += c.h.length * c.mi.length;
      else for (const H of c.h) for (const M of c.mi) {
        const k = day + p(H) + p(M);
        if (k >= lo && k < hi) count++;
      }
    }
    if (++d > dim(y, m)) (d = 1), (m = (m % 12) + 1), (y += m == 1);
  }
  console.log(count);
}
