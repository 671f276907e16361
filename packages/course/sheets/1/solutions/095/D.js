const [w, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const rank = { info: 0, warning: 1, critical: 2 }, last = new Map(), out = [];
for (const l of lines) {
  const [t, name, sev] = l.split(' '), p = last.get(name);
  if (!p || t - p[0] >= +w || rank[sev] > rank[p[1]]) { last.set(name, [+t, sev]); out.push(l); }
}
console.log(out.join('\n'));
