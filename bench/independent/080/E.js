// Paragraph-style pretty printer for S-expressions.
const input = require('fs').readFileSync(0, 'utf8');
const nl = input.indexOf('\n');
const W = parseInt(input.slice(0, nl < 0 ? input.length : nl), 10);
const src = nl < 0 ? '' : input.slice(nl + 1);

// tokenize
const tokens = src.match(/\(|\)|[^\s()]+/g) || [];
let ti = 0;
function parse() {
  const tok = tokens[ti++];
  if (tok === '(') {
    const items = [];
    while (tokens[ti] !== ')') items.push(parse());
    ti++;
    return items;
  }
  return tok;
}
const expr = parse();

// flat form lengths, cached
const flatCache = new Map();
function flat(e) {
  if (typeof e === 'string') return e;
  if (flatCache.has(e)) return flatCache.get(e);
  const s = '(' + e.map(flat).join(' ') + ')';
  flatCache.set(e, s);
  return s;
}

const outLines = [];
let cur = '';

// prints e at the current position (column c = cur.length) with t closers to follow
function print(e, t) {
  const c = cur.length;
  const f = flat(e);
  if (typeof e === 'string' || e.length === 0 || c + f.length + t <= W) {
    cur += f;
    return;
  }
  const k = e.length;
  cur += '(';
  print(e[0], k === 1 ? t + 1 : 0);
  for (let i = 1; i < k; i++) {
    const u = i === k - 1 ? t + 1 : 0;
    const fi = flat(e[i]);
    if (cur.length + 1 + fi.length + u <= W) {
      cur += ' ' + fi;
    } else {
      outLines.push(cur);
      cur = ' '.repeat(c + 2);
      print(e[i], u);
    }
  }
  cur += ')';
}

print(expr, 0);
outLines.push(cur);
console.log(outLines.join('\n'));
