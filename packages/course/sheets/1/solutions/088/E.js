const [...nums] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const L = +nums.pop(), s = nums.join(''), goal = '123456780', dist = new Map([[s, 0]]), q = [s];
for (let h = 0; h < q.length && !dist.has(goal); h++) {
  const u = q[h], z = u.indexOf('0'), i = Math.floor(z / 3), j = z % 3, d = dist.get(u);
  if (d >= L) break;
  for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
    if (a < 0 || a > 2 || b < 0 || b > 2) continue;
    const t = [...u];
    [t[z], t[a * 3 + b]] = [t[a * 3 + b], '0'];
    const v = t.join('');
    if (!dist.has(v)) { dist.set(v, d + 1); q.push(v); }
  }
}
console.log(dist.has(goal) ? dist.get(goal) : 'escalate');
