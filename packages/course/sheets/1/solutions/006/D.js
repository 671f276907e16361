const [typo, k, ...rest] = require('fs').readFileSync(0, 'utf8').split('\n');
const lev = (s, t) => {
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    for (let j = 1; j <= t.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (s[i - 1] !== t[j - 1]));
    prev = cur;
  }
  return prev[t.length];
};
const best = rest.slice(0, +k).map(w => [lev(typo, w), w]).sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))[0];
console.log(best[1] + ' ' + best[0]);
