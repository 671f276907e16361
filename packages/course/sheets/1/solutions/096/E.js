const [u, inc] = require('fs').readFileSync(0, 'utf8').trim().split('---').map(s => s.trim().split('\n').slice(1).map(l => l.split(',')));
const tot = new Map(u.map(([id]) => [id, 0]));
for (const [, owners, m] of inc) for (const o of new Set(owners.split(';'))) if (tot.has(o)) tot.set(o, tot.get(o) + +m);
console.log(u.map(([id, name]) => `${name} ${tot.get(id)}`).join('\n'));
