const [u, inc] = require('fs').readFileSync(0, 'utf8').trim().split('---').map(s => s.trim().split('\n').slice(1).map(l => l.split(',')));
const tot = new Map(u.map(([id]) => [id, 0]));
for (const [, owner, m] of inc) if (tot.has(owner)) tot.set(owner, tot.get(owner) + +m);
console.log(u.map(([id, name]) => `${name} ${tot.get(id)}`).join('\n'));
