const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (let i = 0; i < n; i++) {
  const [a, b] = [v[2 * i], v[2 * i + 1]];
  console.log(+b.slice(0, 4) - +a.slice(0, 4) - (b.slice(5) < a.slice(5)));
}
