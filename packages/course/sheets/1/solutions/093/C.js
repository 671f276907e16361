const [key, ...lines] = require('fs').readFileSync(0, 'utf8').split('\n');
const vals = [];
for (const l of lines) {
  const rec = new Map(l.split(' ').filter(Boolean).map(t => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]));
  if (rec.has(key.trim())) vals.push(rec.get(key.trim()));
}
console.log(vals.length ? vals.join('\n') : 'none');
