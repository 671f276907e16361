const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const env = new Map();
let tok, i;
const expr = () => {
  let v = term();
  while (tok[i] === '+' || tok[i] === '-') v = tok[i++] === '+' ? v + term() : v - term();
  return v;
};
const term = () => {
  let v = factor();
  while (['*', '/', '%'].includes(tok[i])) {
    const op = tok[i++], w = factor();
    v = op === '*' ? v * w : op === '/' ? v / w : v % w;
  }
  return v;
};
const factor = () => {
  const t = tok[i++];
  if (t === '-') return -factor();
  if (t === '(') { const v = expr(); i++; return v; }
  return /\d/.test(t) ? BigInt(t) : env.get(t);
};
const run = (s) => { tok = s.match(/\d+|[a-z]+|\S/g); i = 0; return expr(); };
const n = +lines[0];
for (let k = 1; k <= n; k++) {
  const [name, rhs] = lines[k].split('=');
  env.set(name.trim(), run(rhs));
}
console.log(String(run(lines[n + 1])));
