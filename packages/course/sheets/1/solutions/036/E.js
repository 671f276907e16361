const L = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +L[0], ini = L.slice(1, n + 1), qs = L.slice(n + 2, n + 2 + +L[n + 1]);
const data = new Map([['', new Map()]]);
let sec = '';
for (const line of ini) {
  const t = line.trim();
  if (!t || t[0] === ';' || t[0] === '#') continue;
  if (t[0] === '[') { sec = t.slice(1, -1).trim(); if (!data.has(sec)) data.set(sec, new Map()); continue; }
  const i = t.indexOf('=');
  data.get(sec).set(t.slice(0, i).trim(), t.slice(i + 1).trim());
}
const split = (s, r) => { const d = r.indexOf('.'); return d < 0 ? [s, r] : [r.slice(0, d), r.slice(d + 1)]; };
const resolve = (s, k, seen) => {
  const v = data.get(s)?.get(k), id = s + '.' + k;
  if (v === undefined || seen.has(id)) throw 0;
  seen.add(id);
  const out = v.replace(/\$\{([A-Za-z0-9_.-]+)\}/g, (_, r) => resolve(...split(s, r), seen));
  seen.delete(id);
  return out;
};
console.log(qs.map(q => {
  const [s, k] = split('', q);
  if (data.get(s)?.get(k) === undefined) return 'NOT FOUND';
  try { return resolve(s, k, new Set()); } catch { return 'ERROR'; }
}).join('\n'));
