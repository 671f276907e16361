const s = require('fs').readFileSync(0, 'utf8').trim();
const m = s.match(/^(-?)(\d*?)(\d{1,3})$/);
console.log(m[1] + (m[2] ? m[2].replace(/\B(?=(\d{2})+$)/g, ',') + ',' : '') + m[3]);
