const [a, b, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

function solve() {
  if (t === 0) return 0;
  const dist = new Int32Array((a + 1) * (b + 1)).fill(-1);
  const key = (x, y) => x * (b + 1) + y;
  const queue = [[0, 0]];
  dist[key(0, 0)] = 0;
  for (let head = 0; head < queue.length; head++) {
    const [x, y] = queue[head];
    const d = dist[key(x, y)];
    const pourAB = Math.min(x, b - y);
    const pourBA = Math.min(y, a - x);
    const moves = [
      [a, y], [x, b],
      [0, y], [x, 0],
      [x - pourAB, y + pourAB],
      [x + pourBA, y - pourBA],
    ];
    for (const [nx, ny] of moves) {
      const k = key(nx, ny);
      if (dist[k] !== -1) continue;
      dist[k] = d + 1;
      if (nx === t || ny === t) return d + 1;
      queue.push([nx, ny]);
    }
  }
  return -1;
}

console.log(solve());
