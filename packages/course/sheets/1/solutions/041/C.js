const [h, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
let n = 0;
for (let j = 0; j < c; j++) if (rows.slice(0, r).some(row => row[j] == 'X')) n++;
console.log(n);
