const parts = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
let s = parts[0];
const n = parseInt(parts[1], 10) || 0;

function retell(str) {
  let out = '';
  let i = 0;
  while (i < str.length) {
    let j = i;
    while (j < str.length && str[j] === str[i]) j++;
    out += String(j - i) + str[i];
    i = j;
  }
  return out;
}

for (let k = 0; k < n; k++) s = retell(s);
console.log(s);
