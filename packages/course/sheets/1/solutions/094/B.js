const rows = require('fs').readFileSync(0, 'utf8').trim().split('\n').slice(1).map(r => r.split(','));
const eng = new Map();
for (const [team, e] of rows) (eng.get(team) || eng.set(team, new Set()).get(team)).add(e);
console.log([...eng.keys()].sort().map(t => t + ' ' + eng.get(t).size).join('\n'));
