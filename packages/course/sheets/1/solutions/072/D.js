const [k, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
for (const r of rows.slice(0, +k)) {
  const [, d, t, p] = r.match(/^(-*)(.*)\|(\d+)$/);
  const s = '  '.repeat(d.length) + t;
  console.log(s + ' ' + '.'.repeat(38 - s.length - p.length) + ' ' + p);
}
