const [k, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
for (const r of rows.slice(0, +k)) {
  const [t, p] = r.split('|');
  console.log(t + ' ' + '.'.repeat(38 - t.length - p.length) + ' ' + p);
}
