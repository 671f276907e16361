const [w, ...rest] = require('fs').readFileSync(0, 'utf8').split('\n');
const words = rest.join(' ').split(/\s+/).filter(Boolean);
const lines = [];
for (const x of words) {
  const l = lines[lines.length - 1];
  if (l && l.join(' ').length + 1 + x.length <= +w) l.push(x);
  else lines.push([x]);
}
console.log(lines.map((l) => {
  if (l.length === 1) return l[0];
  const gaps = l.length - 1, sp = w - l.join('').length;
  return l.reduce((s, x, j) => s + ' '.repeat(Math.floor(sp / gaps) + (j <= sp % gaps ? 1 : 0)) + x);
}).join('\n'));
