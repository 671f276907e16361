const s = require('fs').readFileSync(0, 'utf8').trim();
const p = s.match(/../g) || [];
const ok = s.length % 2 === 0 && p.every((x, i) => x[0] !== '0' && (!i || x[1] !== p[i - 1][1]));
console.log(ok ? p.map(x => x[1].repeat(x[0])).join('') : 'impossible');
