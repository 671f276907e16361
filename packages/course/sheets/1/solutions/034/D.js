const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const parse = l => { const d = {}; for (const [, k, v] of l.matchAll(/([a-z_]+)=("(?:[^"\\]|\\.)*"|[^ "]*)/g)) d[k] = v[0] === '"' ? v.slice(1, -1).replace(/\\(.)/g, "$1") : v; return d; };
const out = ls.slice(0, +n).map(parse).filter(d => d.level === 'error').map(d => d.msg ?? '-');
console.log(out.length ? out.join('\n') : '(none)');
