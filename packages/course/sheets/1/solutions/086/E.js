const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, k] = h.split(' ').map(Number), full = (1 << n) - 1;
const bad = r.slice(0, n).map(l => [...l].reduce((m, ch, j) => (ch == '#' ? m | (1 << j) : m), 0));
const go = (i, left, c, d1, d2) => {
  if (!left) return 1;
  if (i == n) return 0;
  let free = full & ~(c | d1 | d2 | bad[i]), s = go(i + 1, left, c, (d1 << 1) & full, d2 >> 1);
  while (free) {
    const b = free & -free;
    free ^= b;
    s += go(i + 1, left - 1, c | b, ((d1 | b) << 1) & full, (d2 | b) >> 1);
  }
  return s;
};
console.log(go(0, k, 0, 0, 0));
