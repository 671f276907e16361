const [a, b, c, m] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(BigInt);
const pw = (x, e, n) => { let r = 1n % n; for (x %= n; e; e >>= 1n, x = (x * x) % n) if (e & 1n) r = (r * x) % n; return r; };
let ans;
if (b === 0n && c > 0n) ans = 1n % m;
else if (a % m === 0n) ans = 0n;
else ans = pw(a, pw(b, c, m - 1n), m);
console.log(String(ans));
