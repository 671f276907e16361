const x = +require('fs').readFileSync(0, 'utf8');
console.log(((x & 255) << 24 | (x >>> 8 & 255) << 16 | (x >>> 16 & 255) << 8 | x >>> 24) >>> 0);
