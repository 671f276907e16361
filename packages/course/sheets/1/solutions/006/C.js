const [w, s = '', t = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const [I, D, S] = w.split(' ').map(Number);
let prev = Array.from({ length: t.length + 1 }, (_, j) => j * I);
for (let i = 1; i <= s.length; i++) {
  const cur = [i * D];
  for (let j = 1; j <= t.length; j++)
    cur[j] = Math.min(prev[j] + D, cur[j - 1] + I, prev[j - 1] + (s[i - 1] === t[j - 1] ? 0 : S));
  prev = cur;
}
console.log(prev[t.length]);
