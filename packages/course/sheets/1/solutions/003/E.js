const t = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const cnt = Array(26).fill(0);
for (const c of t.toLowerCase()) if (c >= 'a' && c <= 'z') cnt[c.charCodeAt(0) - 97]++;
let best = 0;
for (let k = 1; k < 26; k++) if (cnt[(4 + k) % 26] > cnt[(4 + best) % 26]) best = k;
console.log(best);
console.log(t.replace(/[a-z]/gi, c => {
  const b = c < 'a' ? 65 : 97;
  return String.fromCharCode((c.charCodeAt(0) - b + 26 - best) % 26 + b);
}));
