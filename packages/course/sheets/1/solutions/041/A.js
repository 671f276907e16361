const s = require('fs').readFileSync(0, 'utf8');
console.log(s.split('X').length - 1);
