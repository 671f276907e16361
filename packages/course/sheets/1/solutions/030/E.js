const [k, s = ''] = require('fs').readFileSync(0, 'utf8').split('\n').map(x => x.trim());
const n = s.length, CAP = 4n * 10n ** 18n, al = [...'abcdefghijklmnopqrstuvwxyz'];
const nxt = Array(n + 1), cnt = Array(n + 2).fill(1n);
nxt[n] = {};
for (let i = n - 1; i >= 0; i--) nxt[i] = { ...nxt[i + 1], [s[i]]: i };
for (let i = n - 1; i >= 0; i--) {
  let t = 1n;
  for (const c of al) if (c in nxt[i]) t += cnt[nxt[i][c] + 1];
  cnt[i] = t > CAP ? CAP : t;
}
let K = BigInt(k), i = 0, out = '';
if (K > cnt[0] - 1n) out = '-1';
while (K > 0n && out !== '-1') {
  for (const c of al) {
    if (!(c in nxt[i])) continue;
    const b = cnt[nxt[i][c] + 1];
    if (K <= b) { out += c; K--; i = nxt[i][c] + 1; break; }
    K -= b;
  }
}
console.log(out);
