const w = require('fs').readFileSync(0, 'utf8').split('\n');
const groups = new Map();
for (let i = 1; i <= +w[0]; i++) {
  const c = Array(26).fill(0);
  for (const ch of w[i]) c[ch.charCodeAt(0) - 97]++;
  const k = c.join();
  if (!groups.has(k)) groups.set(k, []);
  groups.get(k).push(w[i]);
}
console.log([groups.size, ...[...groups.values()].map(g => g.join(' '))].join('\n'));
