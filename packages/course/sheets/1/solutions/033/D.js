const [key, url] = require('fs').readFileSync(0, 'utf8').split('\n');
const q = url.split('#')[0].split('?').slice(1).join('?');
const vals = q.split('&').filter(Boolean).map(p => p.split('=')).filter(([k]) => k === key).map(p => p.slice(1).join('='));
console.log(vals.length ? vals.join(',') : 'missing');
