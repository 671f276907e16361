const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const need = new Set(s).size;
const cnt = {};
let have = 0, l = 0, best = s.length;
for (let r = 0; r < s.length; r++) {
  if (!cnt[s[r]]) have++;
  cnt[s[r]] = (cnt[s[r]] || 0) + 1;
  while (cnt[s[l]] > 1) cnt[s[l++]]--;
  if (have === need) best = Math.min(best, r - l + 1);
}
console.log(best);
