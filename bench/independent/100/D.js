const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim()).filter(l => l !== '');
const spans = lines.map(l => {
  const [trace, span, parent, service, start, end] = l.split(/\s+/);
  return { trace, span, parent, service, duration: Number(end) - Number(start) };
});

const serviceOf = new Map();
for (const s of spans) serviceOf.set(s.trace + ' ' + s.span, s.service);

const edges = new Map(); // "caller\0callee" -> { caller, callee, calls, ms }
for (const s of spans) {
  if (s.parent === '-') continue;
  const caller = serviceOf.get(s.trace + ' ' + s.parent);
  if (caller === s.service) continue;
  const key = caller + '\0' + s.service;
  if (!edges.has(key)) edges.set(key, { caller, callee: s.service, calls: 0, ms: 0 });
  const e = edges.get(key);
  e.calls++;
  e.ms += s.duration;
}

const cmp = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
const list = [...edges.values()].sort((p, q) => cmp(p.caller, q.caller) || cmp(p.callee, q.callee));
if (list.length === 0) console.log('none');
else console.log(list.map(e => `${e.caller} ${e.callee} ${e.calls} ${e.ms}`).join('\n'));
