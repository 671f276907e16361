const ev = [];
for (const l of require('fs').readFileSync(0, 'utf8').split('\n').filter(l => l.trim())) {
  const [, s, e] = l.split(' ');
  ev.push([Date.parse(s), 1], [Date.parse(e), -1]);
}
ev.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
let cur = 0, best = 0, at = null;
for (const [t, d] of ev) { cur += d; if (cur > best) { best = cur; at = t; } }
console.log(best ? `${best} ${new Date(at).toISOString().replace('.000Z', 'Z')}` : '0 none');
