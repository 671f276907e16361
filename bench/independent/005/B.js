const input = require('fs').readFileSync(0, 'utf8').split('\n').map(s => s.trim());
const n = parseInt(input[0], 10) || 0;
const counts = new Map();
let best = 0;
for (let i = 1; i <= n; i++) {
  const word = input[i] || '';
  const key = word.split('').sort().join('');
  const c = (counts.get(key) || 0) + 1;
  counts.set(key, c);
  if (c > best) best = c;
}
console.log(best);
