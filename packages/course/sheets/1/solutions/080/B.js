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
const emit = (e, col, trail) => {
  const f = flat(e);
  if (typeof e === 'string' || col + f.length + trail <= W || !e.length) return void (cur += f);
  const align = typeof e[0] === 'string' && e.length > 1;
  const ind = align ? col + 2 + e[0].length : col + 2;
  cur += align ? `(${e[0]} ` : '(';
  const rest = e.slice(align ? 1 : 0);
  rest.forEach((x, i) => {
    if (i) { lines.push(cur); cur = ' '.repeat(ind); }
    emit(x, i || align ? ind : col + 1, i === rest.length - 1 ? trail + 1 : 0);
  });
  cur += ')';
};
emit(parse(), 0, 0);
lines.push(cur);
console.log(lines.join('\n'));
