const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const ev = s => {
  const t = s.match(/\d+|\S/g);
  let i = 0;
  const expr = () => { let v = term(); while (t[i] === '+' || t[i] === '-') v = t[i++] === '+' ? v + term() : v - term(); return v; };
  const term = () => { let v = fac(); while (t[i] === '*' || t[i] === '/') v = t[i++] === '*' ? v * fac() : v / fac(); return v; };
  const fac = () => { const x = t[i++]; if (x === '-') return -fac(); if (x === '(') { const v = expr(); i++; return v; } return BigInt(x); };
  return expr();
};
console.log(ls.slice(0, +n).map(ev).join('\n'));
