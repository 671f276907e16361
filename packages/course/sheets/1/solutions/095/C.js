const [w, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const last = new Map(), stat = new Map();
for (const l of lines) {
  const [t, name] = l.split(' ');
  if (!stat.has(name)) stat.set(name, [0, 0]);
  if (!last.has(name) || t - last.get(name) >= +w) { last.set(name, +t); stat.get(name)[0]++; } else stat.get(name)[1]++;
}
console.log([...stat.keys()].sort().map(n => `${n} ${stat.get(n)[0]} ${stat.get(n)[1]}`).join('\n'));
