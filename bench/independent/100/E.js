// Per-trace service with the largest self time.
const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim()).filter(l => l !== '');

const traces = new Map(); // trace -> Map(spanId -> span)
for (const line of lines) {
  const [trace, span, parent, service, start, end] = line.split(/\s+/);
  if (!traces.has(trace)) traces.set(trace, new Map());
  traces.get(trace).set(span, {
    parent, service, start: Number(start), end: Number(end), children: [],
  });
}

const out = [];
for (const traceId of [...traces.keys()].sort()) {
  const spans = traces.get(traceId);
  for (const s of spans.values()) {
    if (s.parent !== '-') spans.get(s.parent).children.push(s);
  }
  const totals = new Map();
  for (const s of spans.values()) {
    // union of children intervals clipped to [start, end)
    const parts = [];
    for (const ch of s.children) {
      const lo = Math.max(ch.start, s.start), hi = Math.min(ch.end, s.end);
      if (lo < hi) parts.push([lo, hi]);
    }
    parts.sort((p, q) => p[0] - q[0]);
    let covered = 0, curLo = -1, curHi = -1;
    for (const [lo, hi] of parts) {
      if (lo > curHi) {
        covered += curHi - curLo;
        curLo = lo;
        curHi = hi;
      } else if (hi > curHi) {
        curHi = hi;
      }
    }
    covered += curHi - curLo;
    const self = s.end - s.start - covered;
    totals.set(s.service, (totals.get(s.service) || 0) + self);
  }
  let bestName = null, bestVal = -Infinity;
  for (const [name, val] of totals) {
    if (val > bestVal || (val === bestVal && name < bestName)) {
      bestName = name;
      bestVal = val;
    }
  }
  out.push(`${traceId} ${bestName} ${bestVal}`);
}
if (out.length) console.log(out.join('\n'));
