const s = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).join('');
const R = 2, C = 3, goal = '123450', dist = new Map([[s, 0]]), q = [s];
for (let h = 0; h < q.length && !dist.has(goal); h++) {
  const u = q[h], z = u.indexOf('0'), i = Math.floor(z / C), j = z % C;
  for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
    if (a < 0 || a >= R || b < 0 || b >= C) continue;
    const t = [...u];
    [t[z], t[a * C + b]] = [t[a * C + b], '0'];
    const v = t.join('');
    if (!dist.has(v)) { dist.set(v, dist.get(u) + 1); q.push(v); }
  }
}
console.log(dist.has(goal) ? dist.get(goal) : -1);
