const s = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).join('');
const R = 2, C = 3, goal = '123450', par = new Map([[s, null]]), q = [s];
for (let h = 0; h < q.length && !par.has(goal); h++) {
  const u = q[h], z = u.indexOf('0'), i = Math.floor(z / C), j = z % C;
  for (const [m, a, b] of [['D', i - 1, j], ['L', i, j + 1], ['R', i, j - 1], ['U', i + 1, j]]) {
    if (a < 0 || a >= R || b < 0 || b >= C) continue;
    const t = [...u];
    [t[z], t[a * C + b]] = [t[a * C + b], '0'];
    const v = t.join('');
    if (!par.has(v)) { par.set(v, [u, m]); q.push(v); }
  }
}
if (!par.has(goal)) console.log('impossible');
else {
  let path = '';
  for (let v = goal; par.get(v); v = par.get(v)[0]) path = par.get(v)[1] + path;
  console.log(path);
}
