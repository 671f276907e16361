const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const sam = (s) => {
  const next = [new Int32Array(26).fill(-1)], len = [0], link = [-1], first = [-1], cnt = [0];
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) - 97, cur = len.length;
    next.push(new Int32Array(26).fill(-1)); len.push(len[last] + 1); link.push(0); first.push(i); cnt.push(1);
    let p = last;
    while (p >= 0 && next[p][c] < 0) { next[p][c] = cur; p = link[p]; }
    if (p >= 0) {
      const q = next[p][c];
      if (len[p] + 1 === len[q]) link[cur] = q;
      else {
        const cl = len.length;
        next.push(next[q].slice()); len.push(len[p] + 1); link.push(link[q]); first.push(first[q]); cnt.push(0);
        while (p >= 0 && next[p][c] === q) { next[p][c] = cl; p = link[p]; }
        link[q] = link[cur] = cl;
      }
    }
    last = cur;
  }
  return { next, len, link, first, cnt };
};
const { len, link, first, cnt } = sam(s);
const order = [...len.keys()].sort((a, b) => len[b] - len[a]);
for (const v of order) if (v) cnt[link[v]] += cnt[v];
let best = 0;
for (let v = 1; v < len.length; v++) if (cnt[v] > 1) best = Math.max(best, len[v]);
let ans = null;
for (let v = 1; v < len.length; v++)
  if (cnt[v] > 1 && len[v] === best) {
    const t = s.slice(first[v] - best + 1, first[v] + 1);
    if (ans === null || t < ans) ans = t;
  }
console.log(best ? ans : 'NONE');
