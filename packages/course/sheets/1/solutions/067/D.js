const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map((c) => {
  const [ip, p] = c.split('/'), size = 2 ** (32 - p);
  const x = ip.split('.').reduce((s, o) => s * 256 + +o, 0);
  return [x - x % size, size];
});
const inside = (x, y) => y[0] <= x[0] && x[0] + x[1] <= y[0] + y[1];
console.log(inside(a, b) && inside(b, a) ? 'equal' : inside(b, a) ? 'first contains second' : inside(a, b) ? 'second contains first' : 'disjoint');
