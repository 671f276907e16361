const [w, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const seen = new Map(), out = [];
for (const l of lines) {
  const [t, name] = l.split(' ');
  if (!seen.has(name) || t - seen.get(name) >= +w) out.push(l);
  seen.set(name, +t);
}
console.log(out.join('\n'));
