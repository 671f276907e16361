// Dijkstra over pot states (x, y); filling costs the amount added.
const [a, b, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

if (t === 0) {
  console.log(0);
} else {
  const W = b + 1;
  const dist = new Float64Array((a + 1) * (b + 1)).fill(Infinity);

  // simple binary min-heap of [cost, state]
  const heap = [];
  const push = (cost, s) => {
    heap.push([cost, s]);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length) {
      heap[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };

  dist[0] = 0;
  push(0, 0);
  let answer = -1;
  while (heap.length) {
    const [cost, s] = pop();
    if (cost > dist[s]) continue;
    const x = Math.floor(s / W), y = s % W;
    if (x === t || y === t) { answer = cost; break; }
    const moves = [];
    moves.push([a, y, a - x]);           // fill A
    moves.push([x, b, b - y]);           // fill B
    moves.push([0, y, 0]);               // empty A
    moves.push([x, 0, 0]);               // empty B
    const ab = Math.min(x, b - y);
    moves.push([x - ab, y + ab, 0]);     // pour A -> B
    const ba = Math.min(y, a - x);
    moves.push([x + ba, y - ba, 0]);     // pour B -> A
    for (const [nx, ny, c] of moves) {
      const ns = nx * W + ny;
      if (cost + c < dist[ns]) {
        dist[ns] = cost + c;
        push(cost + c, ns);
      }
    }
  }
  console.log(answer);
}
