const lines = require('fs')
  .readFileSync(0, 'utf8')
  .split('\n')
  .map(l => l.replace(/\r$/, ''));

const header = lines[0].split(',');
const rows = lines.slice(1).filter(l => l !== '').map(l => l.split(','));
const cols = header.length;

const widths = [];
const numeric = [];
for (let c = 0; c < cols; c++) {
  let w = header[c].length;
  let allInts = rows.length > 0;
  for (const row of rows) {
    w = Math.max(w, row[c].length);
    if (!/^-?\d+$/.test(row[c])) allInts = false;
  }
  widths.push(w);
  numeric.push(allInts);
}

function formatRow(cells) {
  return cells
    .map((cell, c) => (numeric[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
    .join(' | ');
}

const out = [formatRow(header), widths.map(w => '-'.repeat(w)).join('-+-')];
for (const row of rows) out.push(formatRow(row));
console.log(out.join('\n'));
