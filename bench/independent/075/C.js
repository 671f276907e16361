const raw = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
while (raw.length && raw[raw.length - 1] === '') raw.pop();

const rows = raw.map(line => line.split(','));
const header = rows[0];
const data = rows.slice(1);
const widths = header.map((_, i) => Math.max(...rows.map(row => row[i].length)));

const border = '+' + widths.map(w => '-'.repeat(w + 2)).join('+') + '+';
const formatRow = row => '|' + row.map((cell, i) => ' ' + cell.padEnd(widths[i]) + ' ').join('|') + '|';

const out = [border, formatRow(header), border];
if (data.length) {
  for (const row of data) out.push(formatRow(row));
  out.push(border);
}
console.log(out.join('\n'));
