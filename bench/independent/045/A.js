const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim());
const [R, C] = lines[0].split(/\s+/).map(Number);
const grid = [];
for (let r = 0; r < R; r++) grid.push(lines[1 + r]);

const visited = new Uint8Array(R * C);
let count = 0;
for (let r = 0; r < R; r++) {
  for (let c = 0; c < C; c++) {
    if (grid[r][c] !== '#' || visited[r * C + c]) continue;
    count++;
    visited[r * C + c] = 1;
    const stack = [[r, c]];
    while (stack.length) {
      const [cr, cc] = stack.pop();
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const nr = cr + dr;
        const nc = cc + dc;
        if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
        if (grid[nr][nc] !== '#' || visited[nr * C + nc]) continue;
        visited[nr * C + nc] = 1;
        stack.push([nr, nc]);
      }
    }
  }
}
console.log(count);
