const lines = require('fs').readFileSync(0, 'utf8').split('\n');
console.log(lines.filter(l => ['WARN', 'ERROR'].includes(l.split(' ')[1])).length);
