const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const rows = g.slice(0, r);
for (let j = c - 1; j >= 0; j--) console.log(rows.map(x => x[j]).join(''));
