const [W, line = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const a = line.split(' ').filter(Boolean), n = a.length;
if (n) {
  const m = Math.max(...a.map((s) => s.length));
  const c = Math.max(1, Math.floor((+W + 2) / (m + 2))), r = Math.ceil(n / c);
  const out = [];
  for (let i = 0; i < r; i++) {
    let s = '';
    for (let j = i; j < n; j += r) s += a[j].padEnd(m + 2);
    out.push(s.trimEnd());
  }
  console.log(out.join('\n'));
}
