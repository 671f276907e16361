const lines = require('fs').readFileSync(0, 'utf8').split('\n');
for (const lv of ['DEBUG', 'INFO', 'WARN', 'ERROR']) console.log(lv, lines.filter(l => l.split(' ')[1] == lv).length);
