const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);
const comp = new Uint8Array(b + 1);
let sum = 0;
for (let i = 2; i <= b; i++) {
  if (comp[i]) continue;
  if (i >= a) sum += i;
  for (let j = i * i; j <= b; j += i) comp[j] = 1;
}
console.log(sum);
