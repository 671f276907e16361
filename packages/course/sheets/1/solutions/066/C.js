const n = BigInt(require('fs').readFileSync(0, 'utf8').trim());
let c = 0n, par = 0;
for (let i = 62n; i >= 0n; i--) {
  if (n >> i & 1n) {
    c += i ? 1n << (i - 1n) : BigInt(par);
    par ^= 1;
  }
}
console.log(String(c + BigInt(par)));
