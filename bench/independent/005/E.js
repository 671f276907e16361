const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(s => s.trim());
const n = parseInt(lines[0], 10) || 0;
const groups = new Map();
for (let i = 1; i <= n; i++) {
  const key = lines[i].split('').sort().join('');
  groups.set(key, (groups.get(key) || 0) + 1);
}
let pairs = 0;
for (const k of groups.values()) pairs += k * (k - 1) / 2;
console.log(pairs);
