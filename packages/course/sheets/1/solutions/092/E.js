const m = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1).map(r => +r.split(',')[2]).sort((a, b) => a - b);
console.log(m.length ? m[Math.floor((m.length - 1) / 2)] : 'none');
