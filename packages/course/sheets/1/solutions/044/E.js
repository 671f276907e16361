const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
let [r, c, t] = h.split(' ').map(Number);
let w = g.slice(0, r).map(s => [...s].map(x => +(x == '#')));
const a = (i, j) => (i >= 0 && i < r && w[i][j]) || 0;
for (let k = 0; k <= t; k++) {
  const nw = w.map((row, i) =>
    row.map((v, j) => {
      let n = -v;
      for (let d = -1; d < 2; d++) for (let e = -1; e < 2; e++) n += a(i + d, j + e);
      return +(n == 3 || (n == 2 && v == 1));
    }),
  );
  if (nw.join() == w.join()) return console.log(k);
  w = nw;
}
console.log(-1);
