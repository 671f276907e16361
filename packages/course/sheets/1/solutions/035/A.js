const [n, ...vs] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const gt = (a, b) => { for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i]; return false; };
let best = null;
for (const v of vs.slice(0, +n)) if (!best || gt(v.split('.').map(Number), best.split('.').map(Number))) best = v;
console.log(best ?? 'none');
