const [as, bs, ms] = require('fs').readFileSync(0, 'utf8').trim().split(' ');
const a = BigInt(as), m = BigInt(ms);
const pw = (x, e) => { let r = 1n % m; for (x %= m; e; e--) r = (r * x) % m; return r; };
let r = 1n % m;
for (const d of bs) r = (pw(r, 10) * pw(a, +d)) % m;
console.log(String(r));
