const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const n = parseInt(lines[0], 10) || 0;

function compare(a, b) {
  for (let k = 0; k < 3; k++) {
    if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1;
  }
  return 0;
}

let best = null;
let bestText = 'none';
for (let i = 1; i <= n; i++) {
  const text = lines[i];
  const nums = text.split('.').map(Number);
  if (best === null || compare(nums, best) > 0) {
    best = nums;
    bestText = text;
  }
}
console.log(bestText);
