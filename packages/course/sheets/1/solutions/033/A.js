const [key, url] = require('fs').readFileSync(0, 'utf8').split('\n');
const q = url.split('#')[0].split('?').slice(1).join('?');
const hit = q.split('&').filter(Boolean).map(p => p.split('=')).find(([k]) => k === key);
console.log(hit ? hit.slice(1).join('=') : 'missing');
