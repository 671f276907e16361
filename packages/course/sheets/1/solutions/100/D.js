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
const edges = new Map();
for (const x of spans) for (const k of x.kids) if (k.service != x.service) {
  const key = x.service + ' ' + k.service, v = edges.get(key) || [0, 0];
  edges.set(key, [v[0] + 1, v[1] + k.e - k.s]);
}
const keys = [...edges.keys()].sort((a, b) => { const [p, q] = a.split(' '), [r, s] = b.split(' '); return p < r ? -1 : p > r ? 1 : q < s ? -1 : q > s ? 1 : 0; });
console.log(keys.length ? keys.map(k => `${k} ${edges.get(k).join(' ')}`).join('\n') : 'none');
