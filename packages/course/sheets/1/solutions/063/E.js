const [k, ...ms] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
console.log(ms.slice(0, +k).reduce((a, m) => a & parseInt(m, 8), 511).toString(8).padStart(3, '0'));
