const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const seen = new Set();
let n = 0;
for (let i = 0; i < r; i++)
  for (let j = 0; j < c; j++) {
    if (g[i][j] != '#' || seen.has(i * c + j)) continue;
    n++;
    const st = [[i, j]];
    seen.add(i * c + j);
    while (st.length) {
      const [y, x] = st.pop();
      for (let a = y - 1; a <= y + 1; a++)
        for (let b = x - 1; b <= x + 1; b++)
          if (a >= 0 && a < r && b >= 0 && b < c && g[a][b] == '#' && !seen.has(a * c + b)) seen.add(a * c + b), st.push([a, b]);
    }
  }
console.log(n);
