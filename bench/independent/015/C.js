let n = Number(require('fs').readFileSync(0, 'utf8').trim());
let divisors = 1;
for (let p = 2; p * p <= n; p++) {
  if (n % p === 0) {
    let e = 0;
    while (n % p === 0) {
      n /= p;
      e++;
    }
    divisors *= e + 1;
  }
}
if (n > 1) divisors *= 2;
console.log(divisors);
