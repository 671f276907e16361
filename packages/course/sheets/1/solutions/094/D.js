const [k, , ...rows] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const sum = {}, cnt = {};
for (const r of rows) { const [team, , m] = r.split(','); sum[team] = (sum[team] || 0) + +m; cnt[team] = (cnt[team] || 0) + 1; }
const avg = t => Math.floor(sum[t] / cnt[t]);
const teams = Object.keys(sum).sort((a, b) => avg(b) - avg(a) || (a < b ? -1 : 1)).slice(0, +k);
console.log(teams.map(t => t + ' ' + avg(t)).join('\n'));
