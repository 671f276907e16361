const rows = require('fs').readFileSync(0, 'utf8').split('\n').filter((l, i) => i === 0 || l).map((l) => l.split(','));
const w = rows[0].map((_, j) => Math.max(...rows.map((r) => r[j].length)));
const fmt = (r) => '| ' + r.map((c, j) => c.padEnd(w[j])).join(' | ') + ' |';
const sep = '+' + w.map((x) => '-'.repeat(x + 2)).join('+') + '+';
console.log([sep, fmt(rows[0]), sep, ...rows.slice(1).map(fmt), ...(rows.length > 1 ? [sep] : [])].join('\n'));
