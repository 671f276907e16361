const [u, inc] = require('fs').readFileSync(0, 'utf8').trim().split('---').map(s => s.trim().split('\n').slice(1).map(l => l.split(',')));
const teamOf = new Map(u.map(([id, , team]) => [id, team])), tot = new Map(u.map(r => [r[2], 0]));
for (const [, owner, m] of inc) {
  const t = teamOf.get(owner) ?? '(unowned)';
  tot.set(t, (tot.get(t) || 0) + +m);
}
console.log([...tot.keys()].sort().map(t => `${t} ${tot.get(t)}`).join('\n'));
