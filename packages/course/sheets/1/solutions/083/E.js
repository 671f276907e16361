const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, g = r.slice(0, n).map(l => l.trim().split(/\s+/).map(Number));
const dup = a => new Set(a).size != a.length;
const br = g.findIndex(dup), bc = g.findIndex((_, j) => dup(g.map(row => row[j])));
if (br < 0) console.log('clean');
else {
  let v = 1;
  while (g[br].includes(v)) v++;
  console.log(br + 1, bc + 1, v);
}
