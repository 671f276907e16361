const [w, ...words] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = words.length, f = [0];
for (let j = 1; j <= n; j++) {
  f[j] = Infinity;
  for (let i = j - 1, len = -1; i >= 0; i--) {
    len += words[i].length + 1;
    if (len > w) break;
    f[j] = Math.min(f[j], f[i] + (w - len) ** 2);
  }
}
console.log(f[n]);
