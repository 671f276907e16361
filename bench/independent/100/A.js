const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim()).filter(l => l !== '');

const spans = new Map(); // "trace span" -> span record
for (const line of lines) {
  const [trace, id, parent, service, start, end] = line.split(/\s+/);
  spans.set(trace + ' ' + id, { trace, parent, service, start: Number(start), end: Number(end), children: [] });
}
for (const span of spans.values()) {
  if (span.parent !== '-') spans.get(span.trace + ' ' + span.parent).children.push(span);
}

const totals = new Map();
for (const span of spans.values()) {
  // Clip children to the span and merge overlapping intervals.
  const intervals = [];
  for (const child of span.children) {
    const s = Math.max(child.start, span.start);
    const e = Math.min(child.end, span.end);
    if (s < e) intervals.push([s, e]);
  }
  intervals.sort((x, y) => x[0] - y[0]);
  let covered = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [s, e] of intervals) {
    if (s > curEnd) {
      covered += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else if (e > curEnd) {
      curEnd = e;
    }
  }
  covered += curEnd - curStart;
  const self = span.end - span.start - covered;
  totals.set(span.service, (totals.get(span.service) || 0) + self);
}

const services = [...totals.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
if (services.length) console.log(services.map(s => `${s} ${totals.get(s)}`).join('\n'));
