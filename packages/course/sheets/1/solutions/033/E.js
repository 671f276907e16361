const url = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const [base, q = ''] = url.split('#')[0].split(/\?(.*)/s);
const m = new Map();
for (const p of q.split('&').filter(Boolean)) {
  const i = p.indexOf('=');
  const k = i < 0 ? p : p.slice(0, i), v = i < 0 ? '' : p.slice(i + 1);
  m.delete(k);
  if (v) m.set(k, v);
}
const keys = [...m.keys()].sort();
console.log(base + (keys.length ? '?' + keys.map(k => k + '=' + m.get(k)).join('&') : ''));
