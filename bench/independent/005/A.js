const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const n = parseInt(lines[0], 10) || 0;
const groups = new Set();
for (let i = 1; i <= n; i++) {
  const word = lines[i];
  groups.add(word.split('').sort().join(''));
}
console.log(groups.size);
