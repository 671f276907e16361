const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const ht = Array(c + 1).fill(0);
let best = 0;
for (let i = 0; i < r; i++) {
  for (let j = 0; j < c; j++) ht[j] = g[i][j] == '.' ? ht[j] + 1 : 0;
  const st = [];
  for (let j = 0; j <= c; j++) {
    while (st.length && ht[st.at(-1)] >= ht[j]) {
      const t = ht[st.pop()];
      best = Math.max(best, t * (st.length ? j - st.at(-1) - 1 : j));
    }
    st.push(j);
  }
}
console.log(best);
