const build = p => {
  let i = 0;
  const eps = [], edge = [];
  const node = () => (eps.push([]), edge.push(null), eps.length - 1);
  const alt = () => {
    let [s, e] = cat();
    while (p[i] === '|') { i++; const [s2, e2] = cat(), ns = node(), ne = node(); eps[ns].push(s, s2); eps[e].push(ne); eps[e2].push(ne); [s, e] = [ns, ne]; }
    return [s, e];
  };
  const cat = () => { const s = node(); let e = s; while (i < p.length && p[i] !== '|' && p[i] !== ')') { const [a, b] = rep(); eps[e].push(a); e = b; } return [s, e]; };
  const rep = () => {
    const [s, e] = atom(), q = p[i];
    if (q !== '*' && q !== '+' && q !== '?') return [s, e];
    i++;
    const ns = node(), ne = node();
    eps[ns].push(s); eps[e].push(ne);
    if (q !== '+') eps[ns].push(ne);
    if (q !== '?') eps[e].push(s);
    return [ns, ne];
  };
  const atom = () => { const c = p[i++]; if (c === '(') { const r = alt(); i++; return r; } const s = node(), e = node(); edge[s] = [c, e]; return [s, e]; };
  const [s, e] = alt();
  const close = set => { const st = [...set], seen = new Set(set); while (st.length) for (const v of eps[st.pop()]) if (!seen.has(v)) seen.add(v), st.push(v); return seen; };
  const step = (set, c) => { const out = new Set(); for (const u of set) if (edge[u] && (edge[u][0] === c || edge[u][0] === '.')) out.add(edge[u][1]); return close(out); };
  return { eps, edge, s, e, close, step };
};
const [p, n] = require('fs').readFileSync(0, 'utf8').split('\n');
const { s, e, close, step } = build(p), M = 1000000007n;
const lits = [...new Set(p.replace(/[^a-z]/g, ''))];
const classes = [...lits.map(c => [c, 1n]), ['#', BigInt(26 - lits.length)]];
const ids = new Map(), sets = [], moves = [];
const id = S => { const k = [...S].sort((a, b) => a - b).join(','); if (!ids.has(k)) ids.set(k, sets.length), sets.push(S); return ids.get(k); };
let cnt = new Map([[id(close([s])), 1n]]);
for (let i = 0; i < +n; i++) {
  const next = new Map();
  for (const [u, c] of cnt) {
    if (!moves[u]) moves[u] = classes.map(([ch, w]) => [id(step(sets[u], ch)), w]);
    for (const [v, w] of moves[u]) next.set(v, ((next.get(v) || 0n) + c * w) % M);
  }
  cnt = next;
}
let total = 0n;
for (const [u, c] of cnt) if (sets[u].has(e)) total = (total + c) % M;
console.log(String(total));
