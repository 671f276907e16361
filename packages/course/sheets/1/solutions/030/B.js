const [k, s = ''] = require('fs').readFileSync(0, 'utf8').split('\n').map(x => x.trim()), K = +k, M = 1000000007;
const end = {};
let tot = Array(K + 1).fill(0);
tot[0] = 1;
for (const c of s) {
  const e = end[c] || Array(K + 1).fill(0), ne = Array(K + 1).fill(0);
  for (let j = 1; j <= K; j++) ne[j] = tot[j - 1];
  for (let j = 1; j <= K; j++) tot[j] = (tot[j] - e[j] + ne[j] + M) % M;
  end[c] = ne;
}
console.log(tot[K]);
