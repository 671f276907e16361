const RANGES = [[0, 59], [0, 23], [1, 31], [1, 12], [0, 6]];
const field = (spec, [lo, hi]) => {
  const out = new Set();
  for (const item of spec.split(',')) {
    const [r, s] = item.split('/'), step = s ? +s : 1;
    let [a, b] = r === '*' ? [lo, hi] : r.split('-').map(Number);
    if (b === undefined) b = s ? hi : a;
    for (let v = a; v <= b; v += step) out.add(v);
  }
  return [...out].sort((x, y) => x - y);
};
const cron = expr => {
  const f = expr.trim().split(/\s+/), sets = f.map((x, i) => field(x, RANGES[i]));
  const [M, H, DOM, MON, DOW] = sets.map(s => new Set(s));
  const dayOk = ms => {
    const d = new Date(ms);
    if (!MON.has(d.getUTCMonth() + 1)) return false;
    const a = DOM.has(d.getUTCDate()), b = DOW.has(d.getUTCDay());
    if (f[2] === '*' || f[4] === '*') return a && b;
    return a || b;
  };
  const times = sets[1].flatMap(h => sets[0].map(m => (h * 60 + m) * 60000));
  return { dayOk, times };
};
const DAY = 86400000;
const parseT = s => { const [d, t] = s.trim().split(' '), [y, mo, da] = d.split('-').map(Number), [h, mi] = t.split(':').map(Number); return Date.UTC(y, mo - 1, da, h, mi); };
const fmt = ms => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const [expr, t, k] = require('fs').readFileSync(0, 'utf8').split('\n');
const { dayOk, times } = cron(expr);
const start = parseT(t) + 60000, out = [];
let day = start - (start % DAY);
for (let i = 0; i <= 30 * 366 && out.length < +k; i++, day += DAY) {
  if (!dayOk(day)) continue;
  for (const x of times) if (day + x >= start && out.length < +k) out.push(fmt(day + x));
}
console.log(out.join('\n'));
