const [s = '', t = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
for (let i = 1; i <= s.length; i++) {
  const cur = [i];
  for (let j = 1; j <= t.length; j++)
    cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (s[i - 1] !== t[j - 1]));
  prev = cur;
}
console.log(prev[t.length]);
