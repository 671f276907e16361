const s = require('fs').readFileSync(0, 'utf8').trim();
console.log(Math.max(0, ...(s.match(/F+/g) || []).map(r => r.length)));
