const b = require('fs').readFileSync(0, 'utf8').trim();
let g = b[0];
for (let i = 1; i < b.length; i++) {
  g += b[i] === b[i - 1] ? '0' : '1';
}
console.log(g);
