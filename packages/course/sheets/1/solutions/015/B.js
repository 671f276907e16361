let n = +require('fs').readFileSync(0, 'utf8');
const parts = [];
for (let d = 2; d * d <= n; d++) {
  let e = 0;
  while (n % d === 0) { n /= d; e++; }
  if (e) parts.push(e > 1 ? d + '^' + e : '' + d);
}
if (n > 1) parts.push('' + n);
console.log(parts.length ? parts.join(' * ') : '1');
