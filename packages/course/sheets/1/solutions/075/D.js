const rows = require('fs').readFileSync(0, 'utf8').split('\n').filter((l, i) => i === 0 || l).map((l) => l.split(','));
const w = rows[0].map((_, j) => Math.max(3, ...rows.map((r) => r[j].length)));
const fmt = (r) => '| ' + r.map((c, j) => c.padEnd(w[j])).join(' | ') + ' |';
console.log([fmt(rows[0]), fmt(w.map((x) => '-'.repeat(x))), ...rows.slice(1).map(fmt)].join('\n'));
