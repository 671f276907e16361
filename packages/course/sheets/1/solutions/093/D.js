const recs = require('fs').readFileSync(0, 'utf8').split('\n').map(l => Object.fromEntries(l.split(' ').filter(Boolean).map(t => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)])));
let best = null;
for (const r of recs) if (Object.hasOwn(r, 'req') && Object.hasOwn(r, 'latency_ms') && (!best || +r.latency_ms > +best.latency_ms)) best = r;
console.log(best ? best.req : 'none');
