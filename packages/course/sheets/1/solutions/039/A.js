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
const f = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const names = ['minute', 'hour', 'day-of-month', 'month', 'day-of-week'];
console.log(f.map((x, i) => `${names[i]}: ${field(x, RANGES[i]).join(' ')}`).join('\n'));
