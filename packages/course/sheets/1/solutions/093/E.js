const [head, ...lines] = require('fs').readFileSync(0, 'utf8').split('\n');
const cols = head.trim().split(','), out = [cols.join(',')];
for (const l of lines) {
  if (!l.trim()) continue;
  const rec = Object.fromEntries(l.split(' ').filter(Boolean).map(t => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]));
  out.push(cols.map(c => (Object.hasOwn(rec, c) ? rec[c] : '')).join(','));
}
console.log(out.join('\n'));
