const [q, head, ...rows] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const [k, v] = q.split('='), c = head.split(',').indexOf(k);
console.log(rows.filter(r => r.split(',')[c] === v).length);
