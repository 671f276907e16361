const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [R, C] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[1 + r].split(''));

const visited = Array.from({ length: R }, () => new Array(C).fill(false));
let best = 0;
const dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]];

for (let r = 0; r < R; r++) {
  for (let c = 0; c < C; c++) {
    if (grid[r][c] !== '#' || visited[r][c]) continue;
    let size = 0;
    const stack = [[r, c]];
    visited[r][c] = true;
    while (stack.length) {
      const [cr, cc] = stack.pop();
      size++;
      for (const [dr, dc] of dirs) {
        const nr = cr + dr, nc = cc + dc;
        if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
        if (visited[nr][nc] || grid[nr][nc] !== '#') continue;
        visited[nr][nc] = true;
        stack.push([nr, nc]);
      }
    }
    if (size > best) best = size;
  }
}
console.log(best);
