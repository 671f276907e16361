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
const [p, q, ...ls] = require('fs').readFileSync(0, 'utf8').split('\n');
const { eps, edge, s, e } = build(p);
const relax = cost => {
  const st = [...cost.keys()];
  while (st.length) {
    const u = st.pop();
    for (const v of eps[u]) if (!cost.has(v) || cost.get(v) > cost.get(u)) cost.set(v, cost.get(u)), st.push(v);
  }
  return cost;
};
console.log(ls.slice(0, +q).map(l => {
  let cur = relax(new Map([[s, 0]]));
  for (const c of l) {
    const nx = new Map();
    const put = (v, x) => { if (!nx.has(v) || nx.get(v) > x) nx.set(v, x); };
    for (const [u, x] of cur) {
      put(u, x + 1);
      if (edge[u] && (edge[u][0] === c || edge[u][0] === '.')) put(edge[u][1], x);
    }
    cur = relax(nx);
  }
  return cur.has(e) ? cur.get(e) : -1;
}).join('\n'));
