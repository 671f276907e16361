const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [R, C] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[1 + r].trim());

const seen = [];
for (let r = 0; r < R; r++) seen.push(new Array(C).fill(false));

const sizes = [];
for (let r = 0; r < R; r++) {
  for (let c = 0; c < C; c++) {
    if (grid[r][c] !== '#' || seen[r][c]) continue;
    // flood fill with an explicit stack
    let size = 0;
    const stack = [[r, c]];
    seen[r][c] = true;
    while (stack.length) {
      const [y, x] = stack.pop();
      size++;
      for (const [dy, dx] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const ny = y + dy, nx = x + dx;
        if (ny < 0 || nx < 0 || ny >= R || nx >= C) continue;
        if (grid[ny][nx] === '#' && !seen[ny][nx]) {
          seen[ny][nx] = true;
          stack.push([ny, nx]);
        }
      }
    }
    sizes.push(size);
  }
}

sizes.sort((a, b) => b - a);
console.log(sizes.length ? sizes.join(' ') : 'none');
