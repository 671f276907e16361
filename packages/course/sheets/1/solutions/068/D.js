const [req, n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const bit = (s) => [...s].reduce((m, c) => m | 1 << c.charCodeAt(0) - 97, 0);
const full = bit(req.trim());
const en = rows.slice(0, +n).map((r) => r.split(' ')).sort((a, b) => a[0] < b[0] ? -1 : 1);
const sk = en.map((e) => bit(e[1]) & full);
let best = null;
for (let t = 0; t < 1 << en.length; t++) {
  let m = 0, c = 0;
  for (let i = 0; i < en.length; i++) if (t >> i & 1) m |= sk[i], c++;
  if (m !== full || best && c > best.length) continue;
  const team = en.filter((_, i) => t >> i & 1).map((e) => e[0]);
  if (!best || c < best.length || team.join(' ') < best.join(' ')) best = team;
}
console.log(!best ? 'impossible' : best.length ? best.join(' ') : 'nobody');
