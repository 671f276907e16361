const [p = '', t = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
let col = Array.from({ length: p.length + 1 }, (_, i) => i);
let best = col[p.length];
for (const ch of t) {
  const nc = [0];
  for (let i = 1; i <= p.length; i++)
    nc[i] = Math.min(col[i] + 1, nc[i - 1] + 1, col[i - 1] + (p[i - 1] !== ch));
  col = nc;
  best = Math.min(best, col[p.length]);
}
console.log(best);
