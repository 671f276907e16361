const n = parseInt(require('fs').readFileSync(0, 'utf8').trim(), 10) || 0;
let count = 0;
if (n >= 2) {
  const composite = new Uint8Array(n + 1);
  for (let i = 2; i * i <= n; i++) {
    if (!composite[i]) {
      for (let j = i * i; j <= n; j += i) composite[j] = 1;
    }
  }
  for (let i = 2; i <= n; i++) if (!composite[i]) count++;
}
console.log(count);
