const m = parseInt(require('fs').readFileSync(0, 'utf8'), 8);
let s = '';
for (let i = 8; i >= 0; i--) s += m >> i & 1 ? 'rwx'[(8 - i) % 3] : '-';
console.log(s);
