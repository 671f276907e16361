const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const ev = s => {
  const t = s.match(/\d+|\S/g);
  let i = 0;
  const expr = () => { let v = term(); while (t[i] === '+' || t[i] === '-') v = t[i++] === '+' ? v + term() : v - term(); return v; };
  const term = () => {
    let v = un();
    while ('*/%'.includes(t[i] ?? 'x')) { const o = t[i++], r = un(); v = o === '*' ? v * r : o === '/' ? v / r : v % r; }
    return v;
  };
  const un = () => (t[i] === '-' ? (i++, -un()) : pow());
  const pow = () => { const b = atom(); return t[i] === '^' ? (i++, b ** un()) : b; };
  const atom = () => { const x = t[i++]; if (x === '(') { const v = expr(); i++; return v; } return BigInt(x); };
  return expr();
};
console.log(ls.slice(0, +n).map(ev).join('\n'));
