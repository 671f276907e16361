const n = Number(require('fs').readFileSync(0, 'utf8').trim() || '0');

function isPrime(x) {
  if (x < 2) return false;
  if (x < 4) return true;
  if (x % 2 === 0 || x % 3 === 0) return false;
  for (let d = 5; d * d <= x; d += 6) {
    if (x % d === 0 || x % (d + 2) === 0) return false;
  }
  return true;
}

let p = Math.max(n, 2);
while (!isPrime(p)) p++;
console.log(String(p));
