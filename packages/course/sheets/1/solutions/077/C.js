const [n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
const items = rows.slice(0, +n).map((l) => [(l.length - l.trimStart().length) / 2, ...l.trim().split(' ')]);
const total = items.map(([d], i) => {
  let s = +items[i][2];
  for (let j = i + 1; j < items.length && items[j][0] > d; j++) s += +items[j][2];
  return s;
});
const isLast = items.map(([d], i) => {
  for (let j = i + 1; j < items.length; j++) if (items[j][0] <= d) return items[j][0] < d;
  return true;
});
const open = [];
const out = items.map(([d, name], i) => {
  open[d] = !isLast[i];
  const label = `${name} (${total[i]})`;
  if (!d) return label;
  let p = '';
  for (let k = 1; k < d; k++) p += open[k] ? '|   ' : '    ';
  return p + (isLast[i] ? '`-- ' : '|-- ') + label;
});
console.log(out.join('\n'));
