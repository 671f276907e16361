const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const last = {};
let best = 0, start = 0;
for (let i = 0; i < s.length; i++) {
  if (last[s[i]] >= start) start = last[s[i]] + 1;
  last[s[i]] = i;
  best = Math.max(best, i - start + 1);
}
console.log(best);
