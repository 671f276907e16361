const [w, ...words] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = words.length, best = Array(n + 1);
best[n] = [0, []];
const better = (a, b) => {
  if (a[0] !== b[0]) return a[0] < b[0];
  for (let k = 0; k < Math.min(a[1].length, b[1].length); k++) if (a[1][k] !== b[1][k]) return a[1][k] > b[1][k];
  return a[1].length < b[1].length;
};
for (let i = n - 1; i >= 0; i--) {
  for (let j = i, len = -1; j < n; j++) {
    len += words[j].length + 1;
    if (len > w) break;
    const cand = [(j === n - 1 ? 0 : (w - len) ** 2) + best[j + 1][0], [j - i + 1, ...best[j + 1][1]]];
    if (!best[i] || better(cand, best[i])) best[i] = cand;
  }
}
let p = 0;
const out = best[0][1].map((k) => words.slice(p, (p += k)).join(' '));
console.log(out.join('\n'));
