const n = BigInt(require('fs').readFileSync(0, 'utf8').trim() || '0');
console.log((n ^ (n >> 1n)).toString());
