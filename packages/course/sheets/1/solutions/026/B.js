const [n, k] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const a = Array.from({ length: n }, (_, i) => i + 1), out = [];
for (let i = 0; a.length; ) {
  i = (i + k - 1) % a.length;
  out.push(a.splice(i, 1)[0]);
}
console.log(out.join(' '));
