const input = require('fs').readFileSync(0, 'utf8');
const firstBreak = input.indexOf('\n');
const W = parseInt(input.slice(0, firstBreak), 10);
const text = input.slice(firstBreak + 1);

// Tokenize into '(', ')' and atoms.
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

const flatCache = new Map();
function flat(e) {
  if (typeof e === 'string') return e;
  if (flatCache.has(e)) return flatCache.get(e);
  const s = '(' + e.map(flat).join(' ') + ')';
  flatCache.set(e, s);
  return s;
}

const lines = [''];
function emit(str) {
  lines[lines.length - 1] += str;
}

function print(e, col, trailing) {
  if (typeof e === 'string' || e.length === 0 || col + flat(e).length + trailing <= W) {
    emit(flat(e));
    return;
  }
  emit('(');
  for (let i = 0; i < e.length; i++) {
    const t = i === e.length - 1 ? trailing + 1 : 0;
    if (i === 0) {
      print(e[i], col + 1, t);
    } else {
      lines.push(' '.repeat(col + 2));
      print(e[i], col + 2, t);
    }
  }
  emit(')');
}

print(parse(), 0, 0);
console.log(lines.join('\n'));
