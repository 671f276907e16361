const iv = require('fs').readFileSync(0, 'utf8').split('\n').filter(l => l.trim()).map(l => l.split(' ').slice(1).map(Date.parse)).sort((a, b) => a[0] - b[0]);
const merged = [];
for (const [s, e] of iv) {
  const last = merged[merged.length - 1];
  if (last && s <= last[1]) last[1] = Math.max(last[1], e); else merged.push([s, e]);
}
const iso = t => new Date(t).toISOString().replace('.000Z', 'Z');
console.log(merged.length ? merged.map(([s, e]) => iso(s) + ' ' + iso(e)).join('\n') : 'none');
