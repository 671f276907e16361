const [n, ...a] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const up = a.map(() => 1), down = a.map(() => 1);
for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) if (a[j] < a[i]) up[i] = Math.max(up[i], up[j] + 1);
for (let i = n - 1; i >= 0; i--) for (let j = i + 1; j < n; j++) if (a[j] < a[i]) down[i] = Math.max(down[i], down[j] + 1);
console.log(Math.max(0, ...a.map((_, i) => up[i] + down[i] - 1)));
