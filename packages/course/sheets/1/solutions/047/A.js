const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
let prev = Array(c + 1).fill(0), best = 0;
for (let i = 0; i < r; i++) {
  const cur = [0];
  for (let j = 0; j < c; j++) cur.push(g[i][j] == '.' ? 1 + Math.min(prev[j], prev[j + 1], cur[j]) : 0);
  best = Math.max(best, ...cur);
  prev = cur;
}
console.log(best);
