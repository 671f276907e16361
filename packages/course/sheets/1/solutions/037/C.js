const [n, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const rpn = s => {
  const t = s.match(/\d+|\S/g), out = [];
  let i = 0;
  const expr = () => { term(); while (t[i] === '+' || t[i] === '-') { const o = t[i++]; term(); out.push(o); } };
  const term = () => { fac(); while (t[i] === '*' || t[i] === '/') { const o = t[i++]; fac(); out.push(o); } };
  const fac = () => { const x = t[i++]; if (x === '-') { fac(); out.push('neg'); } else if (x === '(') { expr(); i++; } else out.push(x.replace(/^0+(?=\d)/, '')); };
  expr();
  return out.join(' ');
};
console.log(ls.slice(0, +n).map(rpn).join('\n'));
