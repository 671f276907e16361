const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const lvl = Array.from({ length: r }, () => Array(c).fill(-1));
const B = Array.from({ length: 10 }, () => []);
for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) if (!i || !j || i == r - 1 || j == c - 1) (lvl[i][j] = +g[i][j]), B[lvl[i][j]].push([i, j]);
let wet = 0;
for (let k = 0; k < 10; k++)
  while (B[k].length) {
    const [i, j] = B[k].pop();
    for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]])
      if (a >= 0 && a < r && b >= 0 && b < c && lvl[a][b] < 0) {
        lvl[a][b] = Math.max(k, +g[a][b]);
        if (lvl[a][b] > g[a][b]) wet++;
        B[lvl[a][b]].push([a, b]);
      }
  }
console.log(wet);
