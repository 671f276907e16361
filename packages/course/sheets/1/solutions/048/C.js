const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
for (let lim = 1; lim <= 9; lim++) {
  if (+g[0][0] > lim) continue;
  const seen = new Set([0]), st = [[0, 0]];
  while (st.length) {
    const [i, j] = st.pop();
    for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]])
      if (a >= 0 && a < r && b >= 0 && b < c && +g[a][b] <= lim && !seen.has(a * c + b)) seen.add(a * c + b), st.push([a, b]);
  }
  if (seen.has(r * c - 1)) { console.log(lim); break; }
}
