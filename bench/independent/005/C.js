const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const n = parseInt(lines[0], 10) || 0;
const seen = new Map();
const out = [];
for (let i = 1; i <= n; i++) {
  const key = lines[i].split('').sort().join('');
  const count = seen.get(key) || 0;
  out.push(count);
  seen.set(key, count + 1);
}
console.log(out.join(' '));
