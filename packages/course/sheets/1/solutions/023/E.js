const s = require('fs').readFileSync(0, 'utf8').trim().replace(/S/g, '');
console.log(Math.max(0, ...(s.match(/F+/g) || []).map(r => r.length)));
