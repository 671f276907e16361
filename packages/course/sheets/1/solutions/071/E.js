const t = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const l = Math.max(0, Math.floor((40 - t.length) / 2));
console.log(('*'.repeat(l) + t).padEnd(40, '*'));
