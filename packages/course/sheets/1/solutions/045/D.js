const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const seen = new Set();
let n = 0;
for (let i = 0; i < r; i++)
  for (let j = 0; j < c; j++) {
    if (g[i][j] != '.' || seen.has(i * c + j)) continue;
    let edge = false;
    const st = [[i, j]];
    seen.add(i * c + j);
    while (st.length) {
      const [y, x] = st.pop();
      if (y == 0 || x == 0 || y == r - 1 || x == c - 1) edge = true;
      for (const [a, b] of [[y + 1, x], [y - 1, x], [y, x + 1], [y, x - 1]])
        if (a >= 0 && a < r && b >= 0 && b < c && g[a][b] == '.' && !seen.has(a * c + b)) seen.add(a * c + b), st.push([a, b]);
    }
    if (!edge) n++;
  }
console.log(n);
