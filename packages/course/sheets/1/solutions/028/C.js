const s = require('fs').readFileSync(0, 'utf8').trim();
const f = [1n];
for (let i = 1; i <= 20; i++) f[i] = f[i - 1] * BigInt(i);
const cnt = {};
for (const c of s) cnt[c] = (cnt[c] || 0) + 1;
const ways = m => Object.values(cnt).reduce((a, c) => a / f[c], f[m]);
let r = 1n;
[...s].forEach((x, i) => {
  for (const c of Object.keys(cnt)) if (c < x && cnt[c]) { cnt[c]--; r += ways(s.length - i - 1); cnt[c]++; }
  cnt[x]--;
});
console.log(r.toString());
