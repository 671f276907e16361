const [h, ...L] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h;
const parse = s => {
  const t = s.match(/[A-Z!&|()]/g) || [];
  let i = 0;
  const or = () => {
    let a = and();
    while (t[i] == '|') { i++; const l = a, r = and(); a = v => l(v) || r(v); }
    return a;
  };
  const and = () => {
    let a = not();
    while (t[i] == '&') { i++; const l = a, r = not(); a = v => l(v) && r(v); }
    return a;
  };
  const not = () => {
    const c = t[i++];
    if (c == '!') { const x = not(); return v => !x(v); }
    if (c == '(') { const x = or(); i++; return x; }
    return v => v[c.charCodeAt(0) - 65];
  };
  return or();
};
const rules = L.filter(l => l.includes(':')).map(l => [l.trim().charCodeAt(0) - 65, parse(l.slice(l.indexOf(':') + 1))]);
const sols = [];
for (let m = 0; m < 1 << n; m++) {
  const v = Array.from({ length: n }, (_, i) => (m >> i & 1) == 1);
  if (rules.every(([p, f]) => f(v) == v[p])) sols.push(v);
}
console.log(sols.length);
