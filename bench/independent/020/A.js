const n = Number(require('fs').readFileSync(0, 'utf8').trim()) || 0;
let k = Math.floor(Math.sqrt(n));
while (k * k > n) k--;
while ((k + 1) * (k + 1) <= n) k++;
// Count pairs with a <= k plus pairs with b <= k, minus the k*k square counted twice.
let sum = 0;
for (let i = 1; i <= k; i++) sum += Math.floor(n / i);
console.log(String(2 * sum - k * k));
