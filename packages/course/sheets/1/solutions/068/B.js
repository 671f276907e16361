const [req, n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const bit = (s) => [...s].reduce((m, c) => m | 1 << c.charCodeAt(0) - 97, 0);
const full = bit(req.trim());
const en = rows.slice(0, +n).map((r) => r.split(' ')).map(([, c, s]) => [+c, bit(s) & full]);
let best = -1;
for (let t = 0; t < 1 << en.length; t++) {
  let m = 0, c = 0;
  for (let i = 0; i < en.length; i++) if (t >> i & 1) m |= en[i][1], c += en[i][0];
  if (m === full && (best < 0 || c < best)) best = c;
}
console.log(best);
