const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const m = (i, j) => i >= 0 && i < r && g[i][j] == '*';
let n = 0;
for (let i = 0; i < r; i++)
  for (let j = 0; j < c; j++) {
    let z = !m(i, j);
    for (let a = -1; a < 2; a++) for (let b = -1; b < 2; b++) if (m(i + a, j + b)) z = false;
    n += z;
  }
console.log(n);
