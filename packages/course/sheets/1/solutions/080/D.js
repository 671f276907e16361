const src = require('fs').readFileSync(0, 'utf8');
const nl = src.indexOf('\n'), W = +src.slice(0, nl), text = src.slice(nl);
const toks = [];
for (let i = 0; i < text.length; ) {
  const c = text[i];
  if (/\s/.test(c)) i++;
  else if (c === ';') while (i < text.length && text[i] !== '\n') i++;
  else if (c === '(' || c === ')') toks.push(text[i++]);
  else if (c === '"') { const j = text.indexOf('"', i + 1); toks.push({ s: text.slice(i, j + 1) }); i = j + 1; }
  else { let j = i; while (j < text.length && !/[\s()";]/.test(text[j])) j++; toks.push({ s: text.slice(i, j) }); i = j; }
}
let p = 0;
const parse = () => {
  const t = toks[p++];
  if (t !== '(') return t.s;
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
  cur += '(';
  e.forEach((x, i) => {
    if (i) { lines.push(cur); cur = ' '.repeat(col + 2); }
    emit(x, col + (i ? 2 : 1), i === e.length - 1 ? trail + 1 : 0);
  });
  cur += ')';
};
emit(parse(), 0, 0);
lines.push(cur);
console.log(lines.join('\n'));
