const n = BigInt(require('fs').readFileSync(0, 'utf8').trim());
console.log(String(n ^ n >> 1n));
