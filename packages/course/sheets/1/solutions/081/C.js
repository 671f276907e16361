const n = +require('fs').readFileSync(0, 'utf8');
console.log(n * (n + 1) * (2 * n + 1) / 6);
