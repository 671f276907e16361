const n = +require('fs').readFileSync(0, 'utf8');
const on = new Uint8Array(n + 1);
for (let p = 1; p <= n; p++) for (let j = p; j <= n; j += p) on[j] ^= 1;
console.log(on.reduce((s, x) => s + x, 0));
