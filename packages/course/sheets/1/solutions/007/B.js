const [k, s = ''] = require('fs').readFileSync(0, 'utf8').split('\n');
const cnt = new Map();
let best = 0, l = 0;
for (let r = 0; r < s.length; r++) {
  cnt.set(s[r], (cnt.get(s[r]) || 0) + 1);
  while (cnt.size > +k) {
    const c = s[l++];
    cnt.set(c, cnt.get(c) - 1);
    if (!cnt.get(c)) cnt.delete(c);
  }
  best = Math.max(best, r - l + 1);
}
console.log(best);
