const t = require('fs').readFileSync(0, 'utf8').split('\n')[0];
console.log(t + '\n' + '='.repeat(t.length));
