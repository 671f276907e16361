const s = require('fs').readFileSync(0, 'utf8').split('\n')[0], n = s.length;
let i = 0, j = 1, k = 0;
while (i < n && j < n && k < n) {
  const a = s[(i + k) % n], b = s[(j + k) % n];
  if (a === b) k++;
  else {
    if (a > b) i += k + 1; else j += k + 1;
    if (i === j) j++;
    k = 0;
  }
}
console.log(n ? Math.min(i, j) : 0);
