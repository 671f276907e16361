let n = +require('fs').readFileSync(0, 'utf8'), r = 1;
for (let d = 2; d * d <= n; d++) {
  let e = 0;
  while (n % d === 0) { n /= d; e++; }
  r *= e + 1;
}
console.log(n > 1 ? r * 2 : r);
