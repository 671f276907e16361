const n = +require('fs').readFileSync(0, 'utf8');
const on = new Uint8Array(n + 1), res = [];
for (let p = 1; p <= n; p++) for (let j = p; j <= n; j += p) on[j] ^= 1;
for (let i = 1; i <= n; i++) if (on[i]) res.push(i);
console.log(res.join(' '));
