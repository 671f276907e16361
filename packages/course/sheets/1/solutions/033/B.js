const url = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const q = url.split('#')[0].split('?').slice(1).join('?');
const ps = q.split('&').filter(Boolean).map(p => { const i = p.indexOf('='); return i < 0 ? [p, ''] : [p.slice(0, i), p.slice(i + 1)]; });
ps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
console.log(ps.length ? ps.map(p => p.join('=')).join('\n') : '(none)');
