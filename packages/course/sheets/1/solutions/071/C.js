const t = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const e = '+' + '-'.repeat(t.length + 2) + '+';
console.log(`${e}\n| ${t} |\n${e}`);
