const v = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(v.filter(x => +x === 0).length);
