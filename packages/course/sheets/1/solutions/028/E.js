const [s = '', k = '1'] = require('fs').readFileSync(0, 'utf8').split('\n').map(x => x.trim());
const f = [1n];
for (let i = 1; i <= 20; i++) f[i] = f[i - 1] * BigInt(i);
const cnt = {};
for (const c of s) cnt[c] = (cnt[c] || 0) + 1;
const ways = m => Object.values(cnt).reduce((a, c) => a / f[c], f[m]);
let r = BigInt(k) - 1n, out = '';
for (let m = s.length; m > 0; m--) {
  for (const c of Object.keys(cnt).sort()) {
    if (!cnt[c]) continue;
    cnt[c]--;
    const w = ways(m - 1);
    if (r < w) { out += c; break; }
    r -= w; cnt[c]++;
  }
}
console.log(out);
