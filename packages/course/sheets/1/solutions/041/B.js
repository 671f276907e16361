const [, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
console.log(rows.filter(r => r.includes('X')).length);
