const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const D = { N: [-1, 0], S: [1, 0], W: [0, -1], E: [0, 1] };
const P = { '|': 'NS', '-': 'WE', L: 'NE', J: 'NW', 7: 'SW', F: 'SE' };
const back = { N: 'S', S: 'N', W: 'E', E: 'W' };
let si, sj;
g.forEach((row, i) => { if (i < r && row.includes('S')) (si = i), (sj = row.indexOf('S')); });
const at = (i, j) => (g[i] || '')[j] || '.';
const sd = 'NSWE'.split('').filter(d => (P[at(si + D[d][0], sj + D[d][1])] || '').includes(back[d])).join('');
const pipe = (i, j) => (i == si && j == sj ? sd : P[at(i, j)]);
const on = new Set();
const path = [];
let [i, j, from] = [si, sj, ''];
do {
  on.add(i * c + j);
  path.push([i, j]);
  const d = [...pipe(i, j)].find(x => x != from);
  [i, j, from] = [i + D[d][0], j + D[d][1], back[d]];
} while (i != si || j != sj);
let n = 0;
for (let y = 0; y < r; y++)
  for (let x = 0, ins = false; x < c; x++)
    if (on.has(y * c + x)) ins ^= pipe(y, x).includes('N');
    else n += ins && g[y][x] == '.';
console.log(n);
