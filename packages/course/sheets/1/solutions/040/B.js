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
const p = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const { eps, edge, s, e, close } = build(p);
const d = eps.map((_, u) => (u === e ? 0 : Infinity));
for (let changed = true; changed; ) {
  changed = false;
  eps.forEach((vs, u) => {
    let best = d[u];
    for (const v of vs) best = Math.min(best, d[v]);
    if (edge[u]) best = Math.min(best, d[edge[u][1]] + 1);
    if (best < d[u]) d[u] = best, changed = true;
  });
}
let S = close([s]), out = '';
for (let rem = d[s]; rem > 0; rem--) {
  for (const c of 'abcdefghijklmnopqrstuvwxyz') {
    const T = [...S].filter(u => edge[u] && (edge[u][0] === c || edge[u][0] === '.') && d[edge[u][1]] === rem - 1).map(u => edge[u][1]);
    if (T.length) { out += c; S = close(T); break; }
  }
}
console.log(JSON.stringify(out));
