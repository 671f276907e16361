const [n, ...l] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const t = l.reduce((t, x) => t + x.split(':').reduce((a, b) => a * 60 + +b, 0), 0);
console.log(+n ? Math.floor(t / n) : 0);
