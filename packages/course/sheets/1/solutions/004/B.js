const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let out = '';
for (let i = 0; i < s.length; ) {
  const c = s[i++];
  let n = '';
  while (i < s.length && s[i] >= '0' && s[i] <= '9') n += s[i++];
  out += c.repeat(n ? +n : 1);
}
console.log(out);
