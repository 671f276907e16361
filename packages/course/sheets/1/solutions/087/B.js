const [h, ...L] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number), full = (1 << c) - 1;
const init = L.slice(0, r).map(l => parseInt([...l].reverse().join('') || '0', 2));
let best = r ? -1 : 0;
for (let m = 0; r && m <= full; m++) {
  const g = init.slice();
  let n = 0;
  for (let i = 0, p = m; i < r; i++, p = g[i - 1]) {
    for (let x = p; x; x &= x - 1) n++;
    g[i] ^= ((p << 1) ^ (p >> 1)) & full;
    if (i) g[i - 1] ^= p;
    if (i + 1 < r) g[i + 1] ^= p;
  }
  if (!g[r - 1] && (best < 0 || n < best)) best = n;
}
console.log(best);
