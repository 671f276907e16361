const [n, ...a] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let i = n - 2;
while (i >= 0 && a[i] >= a[i + 1]) i--;
if (i >= 0) {
  let j = n - 1;
  while (a[j] <= a[i]) j--;
  [a[i], a[j]] = [a[j], a[i]];
}
console.log([...a.slice(0, i + 1), ...a.slice(i + 1).reverse()].join(' '));
