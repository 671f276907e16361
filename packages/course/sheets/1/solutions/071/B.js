const t = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const l = '-'.repeat(t.length);
console.log([l, t, l].join('\n'));
