const [hd, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, m] = hd.split(' ').map(Number);
let best = -1;
for (let f = 0; f < 1 << m; f++) {
  const b = g.slice(0, n).map((r) => [...r].map((c) => +(c === '#')));
  let cnt = 0;
  const press = (r, c) => {
    cnt++;
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const y = r + dr, x = c + dc;
      if (y >= 0 && y < n && x >= 0 && x < m) b[y][x] ^= 1;
    }
  };
  for (let c = 0; c < m; c++) if (f >> c & 1) press(0, c);
  for (let r = 1; r < n; r++) for (let c = 0; c < m; c++) if (b[r - 1][c]) press(r, c);
  if (b[n - 1].every((v) => !v) && (best < 0 || cnt < best)) best = cnt;
}
console.log(best);
