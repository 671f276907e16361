const [x, k] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const s = k % 32;
console.log((x << s | x >>> (32 - s)) >>> 0);
