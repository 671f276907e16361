const [, ...ds] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const W = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
for (const s of ds) {
  let [y, m, d] = s.split('-').map(Number);
  if (m < 3) (m += 12), y--;
  const k = d + Math.floor((13 * (m + 1)) / 5) + y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  console.log(W[(k + 5) % 7]);
}
