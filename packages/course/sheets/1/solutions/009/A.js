const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let i = 0;
const seq = () => {
  let out = '';
  while (i < s.length && s[i] !== ']') {
    if (s[i] >= 'a' && s[i] <= 'z') out += s[i++];
    else {
      let k = 0;
      while (s[i] !== '[') k = k * 10 + +s[i++];
      i++;
      out += seq().repeat(k);
      i++;
    }
  }
  return out;
};
console.log(seq());
