const [hd, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const [k, w] = hd.split(' ').map(Number);
for (const r of rows.slice(0, k)) {
  const [t, p] = r.split('|');
  console.log(t + ' ' + '.'.repeat(w - 2 - t.length - p.length) + ' ' + p);
}
