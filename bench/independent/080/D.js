const input = require('fs').readFileSync(0, 'utf8');
const firstBreak = input.indexOf('\n');
const W = parseInt(input.slice(0, firstBreak), 10);
const text = input.slice(firstBreak + 1);

// Tokenise: '(' , ')' , atoms (strings included); comments and whitespace dropped.
const tokens = [];
let i = 0;
while (i < text.length) {
  const ch = text[i];
  if (/\s/.test(ch)) {
    i++;
  } else if (ch === ';') {
    while (i < text.length && text[i] !== '\n') i++;
  } else if (ch === '(' || ch === ')') {
    tokens.push(ch);
    i++;
  } else if (ch === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== '"') j++;
    tokens.push(text.slice(i, j + 1));
    i = j + 1;
  } else {
    let j = i;
    while (j < text.length && !/[\s();"]/.test(text[j])) j++;
    tokens.push(text.slice(i, j));
    i = j;
  }
}

// Parse into nested arrays (lists) and strings (atoms).
let pos = 0;
function parse() {
  const tok = tokens[pos++];
  if (tok !== '(') return tok;
  const list = [];
  while (tokens[pos] !== ')') list.push(parse());
  pos++;
  return list;
}
const expr = parse();

const flatCache = new Map();
function flat(e) {
  if (typeof e === 'string') return e;
  if (flatCache.has(e)) return flatCache.get(e);
  const s = '(' + e.map(flat).join(' ') + ')';
  flatCache.set(e, s);
  return s;
}

let out = '';
function print(e, c, t) {
  const f = flat(e);
  if (typeof e === 'string' || e.length === 0 || c + f.length + t <= W) {
    out += f;
    return;
  }
  out += '(';
  const k = e.length;
  print(e[0], c + 1, k === 1 ? t + 1 : 0);
  for (let idx = 1; idx < k; idx++) {
    out += '\n' + ' '.repeat(c + 2);
    print(e[idx], c + 2, idx === k - 1 ? t + 1 : 0);
  }
  out += ')';
}
print(expr, 0, 0);
console.log(out);
