const [a, b, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

function solve() {
  if (t === 0) return 0;
  if (t > a + b) return -1;
  const dist = Array.from({ length: a + 1 }, () => new Int32Array(b + 1).fill(-1));
  dist[0][0] = 0;
  let queue = [[0, 0]];
  while (queue.length) {
    const next = [];
    for (const [x, y] of queue) {
      const d = dist[x][y];
      const pourXY = Math.min(x, b - y);
      const pourYX = Math.min(y, a - x);
      const moves = [
        [a, y],
        [x, b],
        [0, y],
        [x, 0],
        [x - pourXY, y + pourXY],
        [x + pourYX, y - pourYX],
      ];
      for (const [nx, ny] of moves) {
        if (dist[nx][ny] !== -1) continue;
        dist[nx][ny] = d + 1;
        if (nx + ny === t) return d + 1;
        next.push([nx, ny]);
      }
    }
    queue = next;
  }
  return -1;
}

console.log(solve());
