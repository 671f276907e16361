const s = require('fs').readFileSync(0, 'utf8').trim();
console.log([...s].filter((c, i) => c !== s[i - 1]).length);
