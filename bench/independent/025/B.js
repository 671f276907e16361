const text = require('fs').readFileSync(0, 'utf8').trim();
const [s0, nStr] = text.split(/\s+/);
let s = s0 || '';
const n = parseInt(nStr || '0', 10);

function lookAndSay(str) {
  const out = [];
  let i = 0;
  while (i < str.length) {
    let j = i;
    while (j < str.length && str[j] === str[i]) j++;
    out.push(String(j - i), str[i]);
    i = j;
  }
  return out.join('');
}

for (let k = 0; k < n; k++) s = lookAndSay(s);
console.log(s.length);
