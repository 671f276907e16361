const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
let [r, c, t] = h.split(' ').map(Number);
let w = g.slice(0, r).map(s => [...s].map(x => +(x == '#')));
while (t--)
  w = w.map((row, i) =>
    row.map((v, j) => {
      let n = -v;
      for (let d = -1; d < 2; d++) for (let e = -1; e < 2; e++) n += w[(i + d + r) % r][(j + e + c) % c];
      return +(n == 3 || (n == 2 && v == 1));
    }),
  );
for (const row of w) console.log(row.map(v => '.#'[v]).join(''));
