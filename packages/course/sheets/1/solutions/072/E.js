const [k, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
let page = 1;
for (const r of rows.slice(0, +k)) {
  const [t, n] = r.split('|'), p = String(page);
  console.log(t + ' ' + '.'.repeat(38 - t.length - p.length) + ' ' + p);
  page += +n;
}
