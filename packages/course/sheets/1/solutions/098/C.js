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
console.log(parse(require('fs').readFileSync(0, 'utf8')).map(r => r.map(f => f.replace(/\n/g, '\\n')).join('|')).join('\n'));
