const [n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const items = rows.slice(0, +n).map((l) => [(l.length - l.trimStart().length) / 2, l.trim()]);
const isLast = items.map(([d], i) => {
  for (let j = i + 1; j < items.length; j++) if (items[j][0] <= d) return items[j][0] < d;
  return true;
});
const open = [];
const out = items.map(([d, name], i) => {
  open[d] = !isLast[i];
  if (!d) return name;
  let p = '';
  for (let k = 1; k < d; k++) p += open[k] ? '|   ' : '    ';
  return p + (isLast[i] ? '`-- ' : '|-- ') + name;
});
console.log(out.join('\n'));
