let g = BigInt(require('fs').readFileSync(0, 'utf8').trim()), n = 0n;
for (; g; g >>= 1n) n ^= g;
console.log(String(n));
