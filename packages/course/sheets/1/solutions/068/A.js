const [req, n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const bit = (s) => [...s].reduce((m, c) => m | 1 << c.charCodeAt(0) - 97, 0);
const full = bit(req.trim());
const sk = rows.slice(0, +n).map((r) => bit(r.split(' ')[1]) & full);
let best = -1;
for (let t = 0; t < 1 << sk.length; t++) {
  let m = 0, c = 0;
  for (let i = 0; i < sk.length; i++) if (t >> i & 1) m |= sk[i], c++;
  if (m === full && (best < 0 || c < best)) best = c;
}
console.log(best);
