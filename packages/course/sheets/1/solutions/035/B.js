const [n, ...vs] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const cmp = (a, b) => {
  const [x, p = null] = a.split(/-(.*)/s), [y, q = null] = b.split(/-(.*)/s);
  const u = x.split(".").map(Number), v = y.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (u[i] !== v[i]) return u[i] - v[i];
  if (p === null || q === null) return (p === null) - (q === null);
  const s = p.split("."), t = q.split(".");
  for (let i = 0; i < Math.min(s.length, t.length); i++) {
    const m = /^\d+$/.test(s[i]), n = /^\d+$/.test(t[i]);
    if (m && n) { if (+s[i] !== +t[i]) return s[i] - t[i]; }
    else if (m !== n) return m ? -1 : 1;
    else if (s[i] !== t[i]) return s[i] < t[i] ? -1 : 1;
  }
  return s.length - t.length;
};
const out = vs.slice(0, +n).sort(cmp);
console.log(out.length ? out.join('\n') : '(none)');
