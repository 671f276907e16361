const [q, head, ...rows] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const c = head.split(',').indexOf(q);
console.log(new Set(rows.map(r => r.split(',')[c])).size);
