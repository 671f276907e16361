const w = require('fs').readFileSync(0, 'utf8').split('\n');
const keys = new Set();
for (let i = 1; i <= +w[0]; i++) {
  const c = Array(26).fill(0);
  for (const ch of w[i]) c[ch.charCodeAt(0) - 97]++;
  keys.add(c.join());
}
console.log(keys.size);
