const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
const W = parseInt(lines[0], 10);
const RANK = { info: 0, warning: 1, critical: 2 };
const last = new Map(); // name -> { time, rank } of the last emitted alert
const out = [];
for (let i = 1; i < lines.length; i++) {
  const raw = lines[i];
  if (raw.trim() === '') continue;
  const [tStr, name, severity] = raw.trim().split(/\s+/);
  const time = Number(tStr);
  const rank = RANK[severity];
  const prev = last.get(name);
  if (!prev || time - prev.time >= W || rank > prev.rank) {
    last.set(name, { time, rank });
    out.push(raw);
  }
}
if (out.length) console.log(out.join('\n'));
