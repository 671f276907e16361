const s = require('fs').readFileSync(0, 'utf8').trim();
let [i, f] = s.split('.');
const digits = i.replace('-', '');
if (digits.length > 4) i = i.replace(/\B(?=(\d{3})+$)/g, ' ');
if (f && f.length > 4) f = f.replace(/(\d{3})(?=\d)/g, '$1 ');
console.log(i + (f === undefined ? '' : '.' + f));
