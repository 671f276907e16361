const [q, head, ...rows] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const c = head.split(',').indexOf(q);
console.log(rows.reduce((s, r) => s + +r.split(',')[c], 0));
