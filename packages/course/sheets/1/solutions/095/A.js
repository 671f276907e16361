const [w, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const last = new Map(), out = [];
for (const l of lines) {
  const [t, name] = l.split(' ');
  if (!last.has(name) || t - last.get(name) >= +w) { last.set(name, +t); out.push(l); }
}
console.log(out.join('\n'));
