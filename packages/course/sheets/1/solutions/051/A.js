const [, ...ys] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
for (const y of ys) console.log((y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 'yes' : 'no');
