const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim()).filter(l => l !== '');

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const traces = new Map(); // trace -> { spans: Map(id -> span), root }

for (const line of lines) {
  const [trace, id, parent, service, start, end] = line.split(/\s+/);
  if (!traces.has(trace)) traces.set(trace, { spans: new Map(), root: null });
  const tr = traces.get(trace);
  const span = { id, parent, service, start: Number(start), end: Number(end), children: [] };
  tr.spans.set(id, span);
  if (parent === '-') tr.root = span;
}

const out = [];
for (const traceId of [...traces.keys()].sort(cmp)) {
  const tr = traces.get(traceId);
  for (const span of tr.spans.values()) {
    if (span.parent !== '-') tr.spans.get(span.parent).children.push(span);
  }
  const path = [];
  let cur = tr.root;
  while (cur) {
    path.push(cur.service);
    let best = null;
    for (const child of cur.children) {
      if (
        best === null ||
        child.end > best.end ||
        (child.end === best.end && (child.start < best.start ||
          (child.start === best.start && cmp(child.id, best.id) < 0)))
      ) {
        best = child;
      }
    }
    cur = best;
  }
  out.push(`${traceId} ${path.join('>')}`);
}
if (out.length) console.log(out.join('\n'));
