const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [R, C] = (lines[0] || '0 0').trim().split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[r + 1] || '');

const visited = Array.from({ length: R }, () => new Uint8Array(C));
let outages = 0;

for (let r = 0; r < R; r++) {
  for (let c = 0; c < C; c++) {
    if (grid[r][c] !== '#' || visited[r][c]) continue;
    outages++;
    visited[r][c] = 1;
    const stack = [[r, c]];
    while (stack.length) {
      const [y, x] = stack.pop();
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const ny = y + dy;
          const nx = x + dx;
          if (ny < 0 || ny >= R || nx < 0 || nx >= C) continue;
          if (grid[ny][nx] === '#' && !visited[ny][nx]) {
            visited[ny][nx] = 1;
            stack.push([ny, nx]);
          }
        }
      }
    }
  }
}

console.log(outages);
