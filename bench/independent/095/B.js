const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
const W = parseInt(lines[0], 10);

const lastSeen = new Map();
const emitted = [];
for (let i = 1; i < lines.length; i++) {
  const line = lines[i];
  if (line.trim() === '') continue;
  const [tStr, name] = line.trim().split(/\s+/);
  const t = Number(tStr);
  const prev = lastSeen.get(name);
  if (prev === undefined || t - prev >= W) emitted.push(line);
  lastSeen.set(name, t);
}
if (emitted.length) console.log(emitted.join('\n'));
