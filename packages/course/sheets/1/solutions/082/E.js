const [n, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).map(Number);
let c = 0;
for (let i = 1; i <= n; i++) {
  let d = 0;
  for (let a = 1; a * a <= i; a++) if (i % a == 0) d += a * a == i ? 1 : 2;
  if (d == t) c++;
}
console.log(c);
