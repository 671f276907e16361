const text = require('fs').readFileSync(0, 'utf8');
const lines = text.split('\n').map(l => l.replace(/\r$/, ''));
while (lines.length && lines[lines.length - 1] === '') lines.pop();

const headers = lines[0].split(',');
const width = Math.max(...headers.map(h => h.length));
const out = [];
for (let i = 1; i < lines.length; i++) {
  const cells = lines[i].split(',');
  out.push(`-[ RECORD ${i} ]`);
  headers.forEach((h, j) => out.push(h.padEnd(width) + ' | ' + (cells[j] === undefined ? '' : cells[j])));
}
if (out.length) console.log(out.join('\n'));
