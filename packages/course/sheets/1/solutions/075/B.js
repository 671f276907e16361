const rows = require('fs').readFileSync(0, 'utf8').split('\n').filter((l, i) => i === 0 || l).map((l) => l.split(','));
const w = rows[0].map((_, j) => Math.max(...rows.map((r) => r[j].length)));
const num = rows[0].map((_, j) => rows.length > 1 && rows.slice(1).every((r) => /^-?\d+$/.test(r[j])));
const fmt = (r) => r.map((c, j) => (num[j] ? c.padStart(w[j]) : c.padEnd(w[j]))).join(' | ');
console.log([fmt(rows[0]), w.map((x) => '-'.repeat(x)).join('-+-'), ...rows.slice(1).map(fmt)].join('\n'));
