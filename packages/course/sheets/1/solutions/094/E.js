const rows = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1).map(r => r.split(','));
const tot = {};
let all = 0;
for (const [team, , m] of rows) { tot[team] = (tot[team] || 0) + +m; all += +m; }
const teams = Object.keys(tot).sort((a, b) => tot[b] - tot[a] || (a < b ? -1 : 1));
console.log(teams.map(t => `${t} ${tot[t]} ${all ? Math.floor((100 * tot[t]) / all) : 0}`).join('\n'));
