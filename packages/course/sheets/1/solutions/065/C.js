const s = require('fs').readFileSync(0, 'utf8').trim();
console.log([...s].map((c, i) => i ? c ^ s[i - 1] : c).join(''));
