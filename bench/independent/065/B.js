const text = require('fs').readFileSync(0, 'utf8').trim();
let g = BigInt(text === '' ? '0' : text);

// n = g ^ (g >> 1) ^ (g >> 2) ^ ...
let n = 0n;
while (g > 0n) {
  n ^= g;
  g >>= 1n;
}
console.log(n.toString());
