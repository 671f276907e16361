const [u, inc] = require('fs').readFileSync(0, 'utf8').trim().split('---').map(s => s.trim().split('\n').slice(1).map(l => l.split(',')));
const ids = new Set(u.map(r => r[0]));
const orphans = inc.filter(r => !ids.has(r[1])).map(r => r[0]);
console.log(orphans.length ? orphans.join('\n') : 'none');
