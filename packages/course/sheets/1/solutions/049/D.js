const [h, ...g] = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = h.split(' ').map(Number);
const H = g.slice(0, r).map(l => l.trim().split(/\s+/).map(Number));
const heap = [];
const push = x => {
  heap.push(x);
  for (let k = heap.length - 1; k && heap[(k - 1) >> 1][0] > heap[k][0]; k = (k - 1) >> 1) [heap[k], heap[(k - 1) >> 1]] = [heap[(k - 1) >> 1], heap[k]];
};
const pop = () => {
  const top = heap[0], last = heap.pop();
  if (heap.length) {
    heap[0] = last;
    for (let k = 0; ; ) {
      let m = k;
      for (const ch of [2 * k + 1, 2 * k + 2]) if (ch < heap.length && heap[ch][0] < heap[m][0]) m = ch;
      if (m == k) break;
      [heap[k], heap[m]] = [heap[m], heap[k]];
      k = m;
    }
  }
  return top;
};
const seen = new Set();
for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) if (!i || !j || i == r - 1 || j == c - 1) push([H[i][j], i, j]), seen.add(i * c + j);
let water = 0;
while (heap.length) {
  const [lv, i, j] = pop();
  for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]])
    if (a >= 0 && a < r && b >= 0 && b < c && !seen.has(a * c + b)) {
      seen.add(a * c + b);
      water += Math.max(0, lv - H[a][b]);
      push([Math.max(lv, H[a][b]), a, b]);
    }
}
console.log(water);
