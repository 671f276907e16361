const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let i = 0;
const seq = () => {
  let out = '';
  while (i < s.length && s[i] !== ')') {
    let piece;
    if (s[i] === '(') { i++; piece = seq(); i++; }
    else piece = s[i++];
    let k = '';
    while (i < s.length && s[i] >= '0' && s[i] <= '9') k += s[i++];
    out += piece.repeat(k ? +k : 1);
  }
  return out;
};
console.log(seq());
