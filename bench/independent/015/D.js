const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const composite = new Uint8Array(b + 1);
let sum = 0;
for (let i = 2; i <= b; i++) {
  if (composite[i]) continue;
  if (i >= a) sum += i;
  for (let j = i * i; j <= b; j += i) composite[j] = 1;
}
console.log(String(sum));
