const [, ...l] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const t = l.reduce((t, x) => { const [h, m, s] = x.split(':').map(Number); return t + h * 3600 + m * 60 + s; }, 0);
const p = x => String(x).padStart(2, '0');
console.log(`${Math.floor(t / 3600)}:${p(Math.floor(t / 60) % 60)}:${p(t % 60)}`);
