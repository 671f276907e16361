const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const parse = l => { const d = {}; for (const [, k, v] of l.matchAll(/([a-z_]+)=("(?:[^"\\]|\\.)*"|[^ "]*)/g)) d[k] = v[0] === '"' ? v.slice(1, -1).replace(/\\(.)/g, "$1") : v; return d; };
const q = v => (v === '' || /[ "=\\]/.test(v) ? '"' + v.replace(/[\\"]/g, '\\$&') + '"' : v);
console.log(ls.slice(0, +n).map(l => { const d = parse(l); return Object.keys(d).sort().map(k => k + '=' + q(d[k])).join(' '); }).join('\n'));
