const [n, ...a] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const M = 1000000007, len = [], cnt = [];
for (let i = 0; i < n; i++) {
  len[i] = 1; cnt[i] = 1;
  for (let j = 0; j < i; j++) if (a[j] < a[i]) {
    if (len[j] + 1 > len[i]) len[i] = len[j] + 1, cnt[i] = cnt[j];
    else if (len[j] + 1 === len[i]) cnt[i] = (cnt[i] + cnt[j]) % M;
  }
}
const m = Math.max(0, ...len);
console.log(n ? cnt.reduce((s, c, i) => (len[i] === m ? (s + c) % M : s), 0) : 0);
