const lines = require('fs').readFileSync(0, 'utf8').split('\n').map(l => l.replace(/\r$/, ''));
const rows = lines.filter((l, i) => i === 0 || l !== '').map(l => l.split(','));
const cols = rows[0].length;

const widths = new Array(cols).fill(0);
for (const row of rows) {
  for (let c = 0; c < cols; c++) {
    widths[c] = Math.max(widths[c], (row[c] || '').length);
  }
}

const renderRow = row => row.map((cell, c) => (cell || '').padEnd(widths[c], ' ')).join(' | ');
const out = [renderRow(rows[0])];
out.push(widths.map(w => '-'.repeat(w)).join('-+-'));
for (let r = 1; r < rows.length; r++) out.push(renderRow(rows[r]));
console.log(out.join('\n'));
