const x = +require('fs').readFileSync(0, 'utf8');
const h = x.toString(16).padStart(8, '0'), s = h.match(/../g).reverse().join('');
let c = 0;
for (let i = 0; i < 8; i++) for (let d = parseInt(h[i], 16) ^ parseInt(s[i], 16); d; d >>= 1) c += d & 1;
console.log(c);
