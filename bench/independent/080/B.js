const input = require('fs').readFileSync(0, 'utf8');
const firstBreak = input.indexOf('\n');
const W = parseInt(firstBreak === -1 ? input : input.slice(0, firstBreak), 10);
const source = firstBreak === -1 ? '' : input.slice(firstBreak + 1);

// ---- parse ----
const tokens = source.match(/[()]|[^\s()]+/g) || [];
let pos = 0;
function parseExpr() {
  const tok = tokens[pos++];
  if (tok !== '(') return tok;
  const list = [];
  while (tokens[pos] !== ')') list.push(parseExpr());
  pos++;
  return list;
}
const root = parseExpr();

// ---- flat forms (memoised per list object) ----
const flatCache = new Map();
function flat(e) {
  if (typeof e === 'string') return e;
  if (flatCache.has(e)) return flatCache.get(e);
  const s = '(' + e.map(flat).join(' ') + ')';
  flatCache.set(e, s);
  return s;
}

// ---- printing ----
let out = '';
// Print e, which starts at column c, with t closing parens following on the line.
function print(e, c, t) {
  const f = flat(e);
  if (typeof e === 'string' || e.length === 0 || c + f.length + t <= W) {
    out += f;
    return;
  }
  const k = e.length;
  out += '(';
  let start; // index of the first element printed after "("
  let firstCol; // column of that element
  let restCol; // column of the following elements, each on a new line
  if (typeof e[0] === 'string' && k >= 2) {
    out += e[0] + ' ';
    start = 1;
    firstCol = c + 2 + e[0].length;
    restCol = firstCol;
  } else {
    start = 0;
    firstCol = c + 1;
    restCol = c + 2;
  }
  for (let i = start; i < k; i++) {
    let col = firstCol;
    if (i > start) {
      col = restCol;
      out += '\n' + ' '.repeat(col);
    }
    print(e[i], col, i === k - 1 ? t + 1 : 0);
  }
  out += ')';
}

print(root, 0, 0);
console.log(out);
