const [p, s = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const need = {};
for (const c of p) need[c] = (need[c] || 0) + 1;
let missing = p.length, l = 0, bl = -1, br = -1;
for (let r = 0; r < s.length; r++) {
  need[s[r]] = (need[s[r]] || 0) - 1;
  if (need[s[r]] >= 0) missing--;
  while (missing === 0) {
    if (bl < 0 || r - l < br - bl) { bl = l; br = r; }
    if (++need[s[l++]] > 0) missing++;
  }
}
console.log(bl < 0 ? 'NONE' : s.slice(bl, br + 1));
