const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
for (let j = 0; j < c; j++) console.log(g.slice(0, r).map(x => x[j]).join(''));
