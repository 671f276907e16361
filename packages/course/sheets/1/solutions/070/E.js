const [hd, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, m] = hd.split(' ').map(Number);
let best = -1;
for (let f = 0; f < 1 << m; f++) {
  const b = g.slice(0, n).map((r) => [...r].map((c) => +(c === '#')));
  let cnt = 0;
  const press = (r, c) => {
    cnt++;
    const cells = new Set([c, (c + 1) % m, (c + m - 1) % m].map((x) => r * m + x));
    if (r > 0) cells.add((r - 1) * m + c);
    if (r < n - 1) cells.add((r + 1) * m + c);
    for (const k of cells) b[Math.floor(k / m)][k % m] ^= 1;
  };
  for (let c = 0; c < m; c++) if (f >> c & 1) press(0, c);
  for (let r = 1; r < n; r++) for (let c = 0; c < m; c++) if (b[r - 1][c]) press(r, c);
  if (b[n - 1].every((v) => !v) && (best < 0 || cnt < best)) best = cnt;
}
console.log(best);
