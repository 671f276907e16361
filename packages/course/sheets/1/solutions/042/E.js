const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
let [r, c, k] = h.split(' ').map(Number);
let rows = g.slice(0, r);
for (k %= 4; r && k--; ) {
  const n = [];
  for (let j = 0; j < rows[0].length; j++) n.push(rows.map(x => x[j]).reverse().join(''));
  rows = n;
}
if (r) console.log(rows.join('\n'));
