const L = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +L[0], ini = L.slice(1, n + 1), qs = L.slice(n + 2, n + 2 + +L[n + 1]);
const data = new Map([['', new Map()]]);
const strip = s => s.replace(/[ \t][;#].*$/, '').trim();
let sec = '', last = null;
for (const line of ini) {
  const t = line.trim();
  if (!t || t[0] === ';' || t[0] === '#') { last = null; continue; }
  if (last && /^[ \t]/.test(line)) {
    const v = strip(line);
    if (v) data.get(sec).set(last, (data.get(sec).get(last) + ' ' + v).trim());
    continue;
  }
  last = null;
  if (t[0] === '[') { sec = t.slice(1, t.indexOf(']')).trim(); if (!data.has(sec)) data.set(sec, new Map()); continue; }
  const i = t.indexOf('=');
  last = t.slice(0, i).trim();
  data.get(sec).set(last, strip(t.slice(i + 1)));
}
console.log(qs.map(q => {
  const d = q.indexOf('.'), s = d < 0 ? '' : q.slice(0, d), k = q.slice(d + 1);
  return data.get(s)?.get(k) ?? 'NOT FOUND';
}).join('\n'));
