const rows = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1);
const total = rows.reduce((s, r) => s + +r.split(',')[2], 0);
console.log(rows.length ? Math.floor(total / rows.length) : 0);
