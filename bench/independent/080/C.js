const input = require('fs').readFileSync(0, 'utf8');
const firstBreak = input.indexOf('\n');
const W = parseInt(input.slice(0, firstBreak), 10);
const text = input.slice(firstBreak + 1);

// Tokenize into '(' , ')' and atoms.
const tokens = text.match(/[()]|[^\s()]+/g) || [];
let pos = 0;
function parse() {
  const tok = tokens[pos++];
  if (tok === '(') {
    const items = [];
    while (tokens[pos] !== ')') items.push(parse());
    pos++;
    return items;
  }
  return tok;
}
const expr = parse();

// Flat form, cached per list.
const flatCache = new Map();
function flat(e) {
  if (typeof e === 'string') return e;
  if (flatCache.has(e)) return flatCache.get(e);
  const s = '(' + e.map(flat).join(' ') + ')';
  flatCache.set(e, s);
  return s;
}

// Returns the printed text of e starting at column c (lines after the first include their indentation).
function render(e, c) {
  const f = flat(e);
  if (typeof e === 'string' || e.length === 0 || c + f.length <= W) return f;
  let out = '(' + render(e[0], c + 1);
  for (let i = 1; i < e.length; i++) {
    out += '\n' + ' '.repeat(c + 2) + render(e[i], c + 2);
  }
  out += '\n' + ' '.repeat(c) + ')';
  return out;
}

console.log(render(expr, 0));
