const recs = require('fs').readFileSync(0, 'utf8').split('\n').map(l => Object.fromEntries(l.split(' ').filter(Boolean).map(t => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)])));
const users = [...new Set(recs.filter(r => Object.hasOwn(r, 'user')).map(r => r.user))].sort();
console.log(users.length ? users.join('\n') : 'none');
