const lines = require('fs').readFileSync(0, 'utf8').split('\n');
console.log(lines.filter(l => l.split(' ')[1] == 'ERROR').length);
