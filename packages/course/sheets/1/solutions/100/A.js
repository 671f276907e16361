const spans = require('fs').readFileSync(0, 'utf8').split('\n').filter(l => l.trim()).map(l => {
  const [trace, id, parent, service, s, e] = l.split(' ');
  return { trace, id, parent, service, s: +s, e: +e, kids: [] };
});
const byKey = new Map(spans.map(x => [x.trace + ' ' + x.id, x]));
for (const x of spans) if (x.parent != '-') byKey.get(x.trace + ' ' + x.parent).kids.push(x);
const roots = spans.filter(x => x.parent == '-').sort((a, b) => (a.trace < b.trace ? -1 : 1));
const self = x => {
  const iv = x.kids.map(k => [Math.max(k.s, x.s), Math.min(k.e, x.e)]).filter(([a, b]) => a < b).sort((a, b) => a[0] - b[0]);
  let covered = 0, cs = 0, ce = -1;
  for (const [a, b] of iv) {
    if (a > ce) { covered += Math.max(0, ce - cs); cs = a; ce = b; } else ce = Math.max(ce, b);
  }
  return x.e - x.s - covered - Math.max(0, ce - cs);
};
const tot = {};
for (const x of spans) tot[x.service] = (tot[x.service] || 0) + self(x);
console.log(Object.keys(tot).sort().map(k => k + ' ' + tot[k]).join('\n'));
