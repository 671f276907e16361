const [W, line = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const key = (s) => [s.toLowerCase(), s];
const a = line.split(' ').filter(Boolean).sort((x, y) => {
  const [p, q] = [key(x), key(y)];
  return p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] < q[1] ? -1 : p[1] > q[1] ? 1 : 0;
}), n = a.length;
for (let r = 1; r <= n; r++) {
  const c = Math.ceil(n / r), w = [];
  for (let j = 0; j < c; j++) w.push(Math.max(...a.slice(j * r, j * r + r).map((s) => s.length)));
  if (r < n && w.reduce((s, x) => s + x, 0) + 2 * (c - 1) > +W) continue;
  const out = [];
  for (let i = 0; i < r; i++) {
    let s = '';
    for (let j = 0; j < c && j * r + i < n; j++) s += a[j * r + i].padEnd(w[j] + 2);
    out.push(s.trimEnd());
  }
  console.log(out.join('\n'));
  break;
}
