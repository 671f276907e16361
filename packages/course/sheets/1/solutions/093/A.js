const recs = require('fs').readFileSync(0, 'utf8').split('\n').map(l => Object.fromEntries(l.split(' ').filter(Boolean).map(t => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)])));
console.log(recs.filter(r => Object.hasOwn(r, 'status') && +r.status >= 500 && +r.status <= 599).length);
