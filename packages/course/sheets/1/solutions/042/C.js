const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const r = +h.split(' ')[0];
for (const row of g.slice(0, r).reverse()) console.log([...row].reverse().join(''));
