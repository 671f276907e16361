const [s, k] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const n = BigInt(s);
let dp = Array(63).fill(0n), ones = 0;
for (let i = 61n; i >= 0n; i--) {
  const nd = Array(63).fill(0n);
  for (let j = 0; j < 62; j++) { nd[j] += dp[j]; nd[j + 1] += dp[j]; }
  if (n >> i & 1n) nd[ones++]++;
  dp = nd;
}
dp[ones]++;
console.log(String(+k ? dp[k] : 0n));
