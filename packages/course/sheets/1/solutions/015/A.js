const n = +require('fs').readFileSync(0, 'utf8');
const comp = new Uint8Array(n + 1);
let count = 0;
for (let i = 2; i <= n; i++) {
  if (comp[i]) continue;
  count++;
  for (let j = i * i; j <= n; j += i) comp[j] = 1;
}
console.log(count);
