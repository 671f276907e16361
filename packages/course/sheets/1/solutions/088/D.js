const s = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).join('');
const R = 2, C = 4, goal = '12345670', dist = new Map([[s, 0]]), buckets = [[s]];
let ans = -1;
for (let d = 0; d < buckets.length && ans < 0; d++)
  for (const u of buckets[d] || []) {
    if (dist.get(u) != d) continue;
    if (u == goal) { ans = d; break; }
    const z = u.indexOf('0'), i = Math.floor(z / C), j = z % C;
    for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
      if (a < 0 || a >= R || b < 0 || b >= C) continue;
      const t = [...u], w = +t[a * C + b];
      [t[z], t[a * C + b]] = [t[a * C + b], '0'];
      const v = t.join('');
      if (!dist.has(v) || dist.get(v) > d + w) { dist.set(v, d + w); (buckets[d + w] ||= []).push(v); }
    }
  }
console.log(ans);
