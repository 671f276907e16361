const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
const W = parseInt(lines[0], 10);
const lastEmitted = new Map();
const out = [];
for (let i = 1; i < lines.length; i++) {
  const line = lines[i];
  if (line.trim() === '') continue;
  const [tText, name] = line.trim().split(/\s+/);
  const t = Number(tText);
  if (lastEmitted.has(name) && t - lastEmitted.get(name) < W) continue;
  lastEmitted.set(name, t);
  out.push(line);
}
if (out.length) console.log(out.join('\n'));
