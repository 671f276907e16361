const s = require('fs').readFileSync(0, 'utf8').trim();
console.log(s.replace(/\B(?=(\d{3})+$)/g, ','));
