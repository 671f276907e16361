const [x, w, k] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const s = x.toString(2).padStart(w, '0'), r = k % w;
console.log(parseInt(s.slice(w - r) + s.slice(0, w - r), 2));
