const [g, ...lines] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const gap = +g * 60, byUser = new Map();
for (const l of lines) {
  const [ts, user, action] = l.split(' ');
  if (!byUser.has(user)) byUser.set(user, []);
  byUser.get(user).push({ ts, t: Date.parse(ts) / 1000, action });
}
const sessions = new Map();
for (const [user, evs] of byUser) {
  evs.sort((a, b) => a.t - b.t);
  const list = [];
  evs.forEach((e, i) => {
    if (!i || e.t - evs[i - 1].t > gap) list.push([]);
    list[list.length - 1].push(e);
  });
  sessions.set(user, list);
}
const users = [...sessions.keys()].sort();
console.log(users.map(u => u + ' ' + sessions.get(u).length).join('\n'));
