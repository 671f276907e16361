const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const parse = l => { const d = {}; for (const [, k, v] of l.matchAll(/([a-z_]+)=("(?:[^"\\]|\\.)*"|[^ "]*)/g)) d[k] = v[0] === '"' ? v.slice(1, -1).replace(/\\(.)/g, "$1") : v; return d; };
const c = {};
for (const l of ls.slice(0, +n)) { const v = parse(l).level; if (v !== undefined) c[v] = (c[v] || 0) + 1; }
const e = Object.entries(c).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
console.log(e.length ? e.map(x => x.join(' ')).join('\n') : '(none)');
