const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
const header = lines[0].split(',');
const rows = [];
for (let i = 1; i < lines.length; i++) {
  if (lines[i] === '') continue;
  rows.push(lines[i].split(','));
}

const widths = header.map((name, col) => {
  let w = Math.max(3, name.length);
  for (const row of rows) w = Math.max(w, row[col].length);
  return w;
});

const formatRow = cells => '|' + cells.map((cell, col) => ' ' + cell.padEnd(widths[col]) + ' |').join('');

const out = [formatRow(header), formatRow(widths.map(w => '-'.repeat(w)))];
for (const row of rows) out.push(formatRow(row));
console.log(out.join('\n'));
