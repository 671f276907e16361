const [u, inc] = require('fs').readFileSync(0, 'utf8').trim().split('---').map(s => s.trim().split('\n').slice(1).map(l => l.split(',')));
const agg = new Map(u.map(([id]) => [id, [0, 0]]));
for (const [, owner, m] of inc) if (agg.has(owner)) { agg.get(owner)[0]++; agg.get(owner)[1] += +m; }
console.log(u.filter(([id]) => agg.get(id)[0]).map(([id, name]) => `${name} ${agg.get(id).join(' ')}`).join('\n'));
