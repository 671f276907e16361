const [head, ...lines] = require('fs').readFileSync(0, 'utf8').split('\n');
const [from, to] = head.trim().split(' ').map(Date.parse);
const iv = lines.filter(l => l.trim()).map(l => l.split(' ').slice(1).map(Date.parse)).sort((a, b) => a[0] - b[0]);
let cursor = from, best = 0, at = null;
const gap = end => { if (Math.min(end, to) - cursor > best) { best = Math.min(end, to) - cursor; at = cursor; } };
for (const [s, e] of iv) { if (s > cursor) gap(s); cursor = Math.max(cursor, e); }
gap(to);
console.log(best ? `${best / 1000} ${new Date(at).toISOString().replace('.000Z', 'Z')}` : '0 none');
