const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const parse = l => { const d = {}; for (const [, k, v] of l.matchAll(/([a-z_]+)=("(?:[^"\\]|\\.)*"|[^ "]*)/g)) d[k] = v[0] === '"' ? v.slice(1, -1).replace(/\\(.)/g, "$1") : v; return d; };
const t = {};
for (const l of ls.slice(0, +n)) { const d = parse(l); if ('svc' in d && 'latency_ms' in d) t[d.svc] = (t[d.svc] || 0) + +d.latency_ms; }
const ks = Object.keys(t).sort();
console.log(ks.length ? ks.map(k => k + ' ' + t[k]).join('\n') : '(none)');
