const s = require('fs').readFileSync(0, 'utf8').split('\n')[0], n = s.length;
const z = Array(n).fill(0);
for (let i = 1, l = 0, r = 0; i < n; i++) {
  if (i < r) z[i] = Math.min(r - i, z[i - l]);
  while (i + z[i] < n && s[z[i]] === s[i + z[i]]) z[i]++;
  if (i + z[i] > r) { l = i; r = i + z[i]; }
}
const pm = [0];
for (let i = 1; i < n; i++) pm[i] = Math.max(pm[i - 1], z[i]);
let ans = 'NOT FOUND';
for (let L = n - 2; L >= 1; L--)
  if (z[n - L] === L && pm[n - L - 1] >= L) { ans = s.slice(0, L); break; }
console.log(ans);
