const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let best = 0, ch = '';
for (let i = 0, j = 0; i < s.length; i = j) {
  while (j < s.length && s[j] === s[i]) j++;
  if (j - i > best) { best = j - i; ch = s[i]; }
}
console.log(best ? best + ' ' + ch : '0');
