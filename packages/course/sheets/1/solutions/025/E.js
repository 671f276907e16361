let s = require('fs').readFileSync(0, 'utf8').trim();
const seen = new Map();
for (let j = 0; ; j++) {
  if (seen.has(s)) { console.log(j, j - seen.get(s)); break; }
  seen.set(s, j);
  s = [...'0123456789'].map(d => { const c = s.split(d).length - 1; return c ? c + d : ''; }).join('');
}
