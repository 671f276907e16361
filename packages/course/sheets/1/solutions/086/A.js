const [h, ...r] = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +h, full = (1 << n) - 1;
const bad = r.slice(0, n).map(l => [...l].reduce((m, ch, j) => (ch == '#' ? m | (1 << j) : m), 0));
const go = (i, c, d1, d2) => {
  if (i == n) return 1;
  let free = full & ~(c | d1 | d2 | bad[i]), s = 0;
  while (free) {
    const b = free & -free;
    free ^= b;
    s += go(i + 1, c | b, ((d1 | b) << 1) & full, (d2 | b) >> 1);
  }
  return s;
};
console.log(go(0, 0, 0, 0));
