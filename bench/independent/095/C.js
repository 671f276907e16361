const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.trim()).filter(l => l !== '');
const W = parseInt(lines[0], 10);
const stats = new Map(); // name -> { lastEmitted, emitted, suppressed }

for (let i = 1; i < lines.length; i++) {
  const [tText, name] = lines[i].split(/\s+/);
  const t = Number(tText);
  let s = stats.get(name);
  if (!s) {
    s = { lastEmitted: null, emitted: 0, suppressed: 0 };
    stats.set(name, s);
  }
  if (s.lastEmitted !== null && t - s.lastEmitted < W) {
    s.suppressed++;
  } else {
    s.emitted++;
    s.lastEmitted = t;
  }
}

const names = [...stats.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const out = names.map(name => `${name} ${stats.get(name).emitted} ${stats.get(name).suppressed}`);
if (out.length) console.log(out.join('\n'));
