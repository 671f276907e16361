const s = require('fs').readFileSync(0, 'utf8').trim();
const m = Math.max(0, ...((s + s).match(/F+/g) || []).map(r => r.length));
console.log(Math.min(m, s.length));
