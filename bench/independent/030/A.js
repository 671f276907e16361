const MOD = 1000000007;
const s = require('fs').readFileSync(0, 'utf8').trim();

// dp[i] = number of distinct subsequences (including empty) of the first i chars
const dp = new Array(s.length + 1);
dp[0] = 1;
const lastPos = new Map(); // char -> index (1-based) of its previous occurrence
for (let i = 1; i <= s.length; i++) {
  const c = s[i - 1];
  let val = (dp[i - 1] * 2) % MOD;
  if (lastPos.has(c)) {
    val = (val - dp[lastPos.get(c) - 1] + MOD) % MOD;
  }
  dp[i] = val;
  lastPos.set(c, i);
}
console.log((dp[s.length] - 1 + MOD) % MOD);
