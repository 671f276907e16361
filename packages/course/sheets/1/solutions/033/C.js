const url = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const q = url.split('#')[0].split('?').slice(1).join('?');
const dec = s => s.replace(/\+/g, ' ').replace(/%([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
const out = q.split('&').filter(Boolean).map(p => { const i = p.indexOf('='); return i < 0 ? dec(p) + ': ' : dec(p.slice(0, i)) + ': ' + dec(p.slice(i + 1)); });
console.log(out.length ? out.join('\n') : '(none)');
