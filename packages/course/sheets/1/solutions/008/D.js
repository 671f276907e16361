const s = require('fs').readFileSync(0, 'utf8').split('\n')[0], n = s.length;
const pal = (i) => { for (let a = i, b = n - 1; a < b; a++, b--) if (s[a] !== s[b]) return false; return true; };
let i = 0;
while (i < n && !pal(i)) i++;
console.log(i);
