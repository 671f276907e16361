const w = require('fs').readFileSync(0, 'utf8').split('\n');
const seen = new Map(), out = [];
for (let i = 1; i <= +w[0]; i++) {
  const c = Array(26).fill(0);
  for (const ch of w[i]) c[ch.charCodeAt(0) - 97]++;
  const k = c.join();
  out.push(seen.get(k) || 0);
  seen.set(k, (seen.get(k) || 0) + 1);
}
console.log(out.join(' '));
