const m = +require('fs').readFileSync(0, 'utf8');
let k = Math.floor((Math.sqrt(8 * m + 1) - 1) / 2);
while (k * (k + 1) / 2 > m) k--;
while ((k + 1) * (k + 2) / 2 <= m) k++;
console.log(k);
