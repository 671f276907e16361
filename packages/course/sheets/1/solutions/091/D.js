const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(l => l.trim());
console.log(new Set(lines.map(l => l.split(' ')[2])).size);
