const [n, ...rows] = require('fs').readFileSync(0, 'utf8').split('\n');
console.log(rows.slice(0, +n).map((l) => {
  const m = l.match(/^((?:\|   |    |\|-- |`-- )*)(.*)$/);
  return '  '.repeat(m[1].length / 4) + m[2];
}).join('\n'));
