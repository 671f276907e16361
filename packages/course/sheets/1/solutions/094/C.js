const rows = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1).map(r => r.split(','));
const tot = {};
for (const [team, e, m] of rows) { tot[team] ||= {}; tot[team][e] = (tot[team][e] || 0) + +m; }
const out = Object.keys(tot).sort().map(t => {
  const [e, m] = Object.entries(tot[t]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
  return `${t} ${e} ${m}`;
});
console.log(out.join('\n'));
