const src = require('fs').readFileSync(0, 'utf8');
const nl = src.indexOf('\n'), W = +src.slice(0, nl), toks = src.slice(nl).match(/[()]|[^\s()]+/g);
let p = 0;
const parse = () => {
  const t = toks[p++];
  if (t !== '(') return t;
  const l = [];
  while (toks[p] !== ')') l.push(parse());
  p++;
  return l;
};
const flat = (e) => (typeof e === 'string' ? e : `(${e.map(flat).join(' ')})`);
const lines = [];
let cur = '';
const emit = (e, col) => {
  const f = flat(e);
  if (typeof e === 'string' || col + f.length <= W || !e.length) return void (cur += f);
  cur += '(';
  e.forEach((x, i) => {
    if (i) { lines.push(cur); cur = ' '.repeat(col + 2); }
    emit(x, col + (i ? 2 : 1));
  });
  lines.push(cur);
  cur = ' '.repeat(col) + ')';
};
emit(parse(), 0);
lines.push(cur);
console.log(lines.join('\n'));
