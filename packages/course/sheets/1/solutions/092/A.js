const rows = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1);
console.log(rows.reduce((s, r) => s + +r.split(',')[2], 0));
