const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let d = 0, best = 0;
for (let i = 0; i < s.length; ) {
  const c = s[i];
  if (c === 'l' || c === 'd') { best = Math.max(best, ++d); i++; }
  else if (c === 'e') { d--; i++; }
  else if (c === 'i') i = s.indexOf('e', i) + 1;
  else { const j = s.indexOf(':', i); i = j + 1 + +s.slice(i, j); }
}
console.log(best);
