const [m, s = ''] = require('fs').readFileSync(0, 'utf8').split('\n').map(x => x.trim());
const n = s.length, al = 'abcdefghijklmnopqrstuvwxyz'.slice(0, +m);
const nxt = Array(n + 1), f = Array(n + 2).fill(0);
nxt[n] = {};
for (let i = n - 1; i >= 0; i--) nxt[i] = { ...nxt[i + 1], [s[i]]: i };
for (let i = n; i >= 0; i--) f[i] = 1 + Math.min(...[...al].map(c => (c in nxt[i] ? f[nxt[i][c] + 1] : 0)));
let i = 0, out = '';
while (true) {
  const c = [...al].find(c => !(c in nxt[i]) || f[nxt[i][c] + 1] === f[i] - 1);
  out += c;
  if (!(c in nxt[i])) break;
  i = nxt[i][c] + 1;
}
console.log(out);
