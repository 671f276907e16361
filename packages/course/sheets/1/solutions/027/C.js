const [n, ...a] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const L = a.map(() => 1);
for (let i = n - 1; i >= 0; i--) for (let j = i + 1; j < n; j++) if (a[j] > a[i]) L[i] = Math.max(L[i], L[j] + 1);
const out = [];
for (let rem = Math.max(0, ...L), pos = -1, cur = -Infinity; rem; rem--) {
  let b = -1;
  for (let j = pos + 1; j < n; j++) if (a[j] > cur && L[j] === rem && (b < 0 || a[j] < a[b])) b = j;
  out.push((cur = a[(pos = b)]));
}
console.log(out.join(' '));
