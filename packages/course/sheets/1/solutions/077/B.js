const [n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const num = [];
const out = rows.slice(0, +n).map((l) => {
  const d = (l.length - l.trimStart().length) / 2;
  num.length = d + 1;
  num[d] = (num[d] || 0) + 1;
  return num.join('.') + ' ' + l.trim();
});
console.log(out.join('\n'));
