const [head, ...rows] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const names = head.split(','), sums = names.map(() => 0);
for (const r of rows) r.split(',').forEach((x, i) => (sums[i] += +x));
console.log(names.map((n, i) => `${n}=${sums[i]}`).join('\n'));
