const [, ...l] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
console.log(l.reduce((t, x) => { const [h, m, s] = x.split(':').map(Number); return t + h * 3600 + m * 60 + s; }, 0));
