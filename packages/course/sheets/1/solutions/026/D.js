const [n, m, ...c] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const a = Array.from({ length: n }, (_, i) => i + 1);
for (let i = 0, j = 0; a.length > 1; j++) {
  i = (i + c[j % m] - 1) % a.length;
  a.splice(i, 1);
}
console.log(a[0] || 0);
