const [h, ...L] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number), full = (1 << c) - 1;
const init = L.slice(0, r).map(l => parseInt([...l].reverse().join('') || '0', 2));
let count = r ? 0 : 1;
for (let m = 0; r && m <= full; m++) {
  const g = init.slice();
  for (let i = 0, p = m; i < r; i++, p = g[i - 1]) {
    g[i] ^= (p ^ (p << 1) ^ (p >> 1)) & full;
    if (i) g[i - 1] ^= p;
    if (i + 1 < r) g[i + 1] ^= p;
  }
  if (!g[r - 1]) count++;
}
console.log(count);
