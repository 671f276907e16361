const [t, , ...rows] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
console.log(rows.filter(r => +r.split(',')[2] >= +t).length);
