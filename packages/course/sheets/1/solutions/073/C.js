const s = require('fs').readFileSync(0, 'utf8').trim();
const [i, f] = s.split('.');
console.log(i.replace(/\B(?=(\d{3})+$)/g, ',') + (f === undefined ? '' : '.' + f));
