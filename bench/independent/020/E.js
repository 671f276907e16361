// Sum of floor((a*i + b) / m) for i in [0, n), via the Euclid-like reduction.
const parts = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const [n0, m0, a0, b0] = parts;

function floorSum(n, m, a, b) {
  let total = 0n;
  while (true) {
    if (n === 0n) return total;
    if (a >= m) {
      total += (n * (n - 1n) / 2n) * (a / m);
      a %= m;
    }
    if (b >= m) {
      total += n * (b / m);
      b %= m;
    }
    const yMax = a * n + b;
    if (yMax < m) return total;
    // count the other way round
    n = yMax / m;
    b = yMax % m;
    const t = m;
    m = a;
    a = t;
  }
}

console.log(floorSum(n0, m0, a0, b0).toString());
