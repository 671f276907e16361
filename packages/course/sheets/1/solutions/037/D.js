const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const vars = new Map(), out = [];
const ev = s => {
  const t = s.match(/\d+|[a-z]+|\S/g);
  let i = 0;
  const expr = () => { let v = term(); while (t[i] === '+' || t[i] === '-') v = t[i++] === '+' ? v + term() : v - term(); return v; };
  const term = () => { let v = fac(); while (t[i] === '*' || t[i] === '/') v = t[i++] === '*' ? v * fac() : v / fac(); return v; };
  const fac = () => {
    const x = t[i++];
    if (x === '-') return -fac();
    if (x === '(') { const v = expr(); i++; return v; }
    if (/\d/.test(x)) return BigInt(x);
    if (!vars.has(x)) throw 0;
    return vars.get(x);
  };
  return expr();
};
for (const l of ls.slice(0, +n)) {
  const m = l.match(/^\s*([a-z]+)\s*=(.*)$/);
  try {
    if (m) vars.set(m[1], ev(m[2]));
    else out.push(ev(l));
  } catch { out.push('ERROR'); }
}
console.log(out.join('\n'));
