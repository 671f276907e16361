const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, dp = new Array(1 << n).fill(0);
dp[0] = 1;
for (let m = 0; m < 1 << n; m++) {
  if (!dp[m]) continue;
  let i = 0;
  for (let x = m; x; x &= x - 1) i++;
  if (i < n) for (let j = 0; j < n; j++) if (!(m >> j & 1) && r[i][j] == '.') dp[m | 1 << j] += dp[m];
}
console.log(dp[(1 << n) - 1]);
