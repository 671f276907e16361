const [h, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const r = +h.split(' ')[0];
let best = 0, at = 0;
for (let i = 0; i < r; i++) {
  const k = rows[i].split('X').length - 1;
  if (k > best) best = k, at = i + 1;
}
console.log(at);
