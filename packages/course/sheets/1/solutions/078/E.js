const [W, line = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const a = line.split(' ').filter(Boolean), n = a.length;
for (let r = 1; r <= n; r++) {
  const c = Math.ceil(n / r), w = [];
  for (let j = 0; j < c; j++) w.push(Math.max(...a.slice(j * r, j * r + r).map((s) => s.length)));
  if (r < n && w.reduce((s, x) => s + x, 0) + 2 * (c - 1) > +W) continue;
  const out = [];
  for (let i = 0; i < r; i++) {
    const cells = [];
    for (let j = 0; j < c && j * r + i < n; j++) cells.push(a[j * r + i].padStart(w[j]));
    out.push(cells.join('  '));
  }
  console.log(out.join('\n'));
  break;
}
