const [p, q] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);
const pos = new Int32Array(q).fill(-1);
let r = p % q, k = 0;
while (r && pos[r] < 0) { pos[r] = k++; r = (r * 10) % q; }
console.log(r ? pos[r] + ' ' + (k - pos[r]) : k + ' 0');
