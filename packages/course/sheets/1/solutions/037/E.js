const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const ev = s => {
  const t = s.match(/\d+|\S/g) || [];
  let i = 0, zero = false;
  const bad = () => { throw 'syntax error'; };
  const expr = () => { let v = term(); while (t[i] === '+' || t[i] === '-') v = t[i++] === '+' ? v + term() : v - term(); return v; };
  const term = () => {
    let v = fac();
    while (t[i] === '*' || t[i] === '/') {
      const o = t[i++], r = fac();
      if (o === '*') v *= r; else if (r === 0n) { zero = true; v = 0n; } else v /= r;
    }
    return v;
  };
  const fac = () => {
    const x = t[i++];
    if (x === '-') return -fac();
    if (x === '(') { const v = expr(); if (t[i++] !== ')') bad(); return v; }
    if (!/^\d+$/.test(x ?? '')) bad();
    return BigInt(x);
  };
  try { const v = expr(); if (i !== t.length) bad(); return zero ? 'division by zero' : v; } catch (e) { return e; }
};
console.log(ls.slice(0, +n).map(ev).join('\n'));
