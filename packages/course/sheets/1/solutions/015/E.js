let n = Math.max(2, +require('fs').readFileSync(0, 'utf8'));
const isPrime = (x) => {
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return false;
  return true;
};
while (!isPrime(n)) n++;
console.log(n);
