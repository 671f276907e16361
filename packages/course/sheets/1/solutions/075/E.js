const [head, ...data] = require('fs').readFileSync(0, 'utf8').split('\n').filter((l, i) => i === 0 || l).map((l) => l.split(','));
const k = Math.max(...head.map((h) => h.length));
const out = [];
data.forEach((r, i) => {
  out.push(`-[ RECORD ${i + 1} ]`);
  head.forEach((h, j) => out.push(h.padEnd(k) + ' | ' + r[j]));
});
console.log(out.join('\n'));
