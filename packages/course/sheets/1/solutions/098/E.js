const parse = text => {
  const rows = [];
  let row = [], f = '', q = false, i = 0;
  while (i < text.length) {
    const c = text[i++];
    if (q) {
      if (c != '"') f += c;
      else if (text[i] == '"') { f += '"'; i++; }
      else q = false;
    } else if (c == '"') q = true;
    else if (c == ',') { row.push(f); f = ''; }
    else if (c == '\n') { row.push(f); rows.push(row); row = []; f = ''; }
    else f += c;
  }
  return rows;
};
const input = require('fs').readFileSync(0, 'utf8'), nl = input.indexOf('\n');
const want = input.slice(0, nl).trim().split(','), [head, ...rows] = parse(input.slice(nl + 1));
const idx = want.map(w => head.indexOf(w));
const quote = f => (/[",\n]/.test(f) ? '"' + f.replace(/"/g, '""') + '"' : f);
process.stdout.write([head, ...rows].map(r => idx.map(k => quote(r[k])).join(',') + '\n').join(''));
