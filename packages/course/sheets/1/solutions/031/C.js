const [, ...l] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const sec = x => x.split(':').reduce((a, b) => a * 60 + +b, 0);
let best = null;
for (const x of l) if (best === null || sec(x) > sec(best)) best = x;
console.log(best ?? 'none');
