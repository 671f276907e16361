const [W, line = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const a = line.split(' ').filter(Boolean), n = a.length;
for (let c = n; c >= 1; c--) {
  const w = Array(c).fill(0);
  a.forEach((s, i) => (w[i % c] = Math.max(w[i % c], s.length)));
  if (c > 1 && w.reduce((s, x) => s + x, 0) + 2 * (c - 1) > +W) continue;
  const out = [];
  for (let i = 0; i < n; i += c) out.push(a.slice(i, i + c).map((s, j) => s.padEnd(w[j] + 2)).join('').trimEnd());
  console.log(out.join('\n'));
  break;
}
