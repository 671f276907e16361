const [h, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const r = +h.split(' ')[0];
console.log(rows.slice(0, r).filter(row => /^X+$/.test(row)).length);
