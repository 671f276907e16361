const tok = require('fs').readFileSync(0, 'utf8').match(/\d+|\S/g);
let i = 0;
const expr = () => {
  let v = term();
  while (tok[i] === '+' || tok[i] === '-') v = tok[i++] === '+' ? v + term() : v - term();
  return v;
};
const term = () => {
  let v = power();
  while (tok[i] === '*') { i++; v *= power(); }
  return v;
};
const power = () => {
  const b = factor();
  if (tok[i] !== '^') return b;
  i++;
  return b ** power();
};
const factor = () => {
  const t = tok[i++];
  if (t !== '(') return BigInt(t);
  const v = expr();
  i++;
  return v;
};
console.log(String(expr()));
