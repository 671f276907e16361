const [w, ...rest] = require('fs').readFileSync(0, 'utf8').split('\n');
const words = rest.join(' ').split(/\s+/).filter(Boolean);
const out = [];
let line = '';
for (const x of words) {
  if (line && line.length + 1 + x.length <= +w) line += ' ' + x;
  else { if (line) out.push(line); line = x; }
}
if (line) out.push(line);
console.log(out.map((l) => l.padStart(+w)).join('\n'));
