const lines = require('fs').readFileSync(0, 'utf8').split('\n');
console.log(lines.filter(l => l.split(' ').slice(3).join(' ').toLowerCase().includes('timeout')).length);
