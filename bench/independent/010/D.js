// Longest substring occurring at least k times, via suffix array + LCP.
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const k = parseInt(lines[0], 10);
const s = (lines[1] || '').trim();
const n = s.length;

function buildSuffixArray(str) {
  const len = str.length;
  let sa = Array.from({ length: len }, (_, i) => i);
  let rank = new Array(len);
  for (let i = 0; i < len; i++) rank[i] = str.charCodeAt(i);
  let tmp = new Array(len);
  for (let step = 1; ; step *= 2) {
    const key = i => (i + step < len ? rank[i + step] : -1);
    sa.sort((a, b) => (rank[a] !== rank[b] ? rank[a] - rank[b] : key(a) - key(b)));
    tmp[sa[0]] = 0;
    for (let i = 1; i < len; i++) {
      const a = sa[i - 1], b = sa[i];
      tmp[b] = tmp[a] + (rank[a] !== rank[b] || key(a) !== key(b) ? 1 : 0);
    }
    [rank, tmp] = [tmp, rank];
    if (rank[sa[len - 1]] === len - 1) break;
  }
  return { sa, rank };
}

function solve() {
  if (n === 0 || k > n) return 0;
  if (k === 1) return n;
  const { sa, rank } = buildSuffixArray(s);
  // lcp[i] = LCP of suffixes sa[i-1] and sa[i] (Kasai)
  const lcp = new Array(n).fill(0);
  let h = 0;
  for (let i = 0; i < n; i++) {
    if (rank[i] > 0) {
      const j = sa[rank[i] - 1];
      while (i + h < n && j + h < n && s[i + h] === s[j + h]) h++;
      lcp[rank[i]] = h;
      if (h > 0) h--;
    } else {
      h = 0;
    }
  }
  // Window of k consecutive suffixes -> k-1 consecutive lcp values; take sliding minimum.
  const w = k - 1;
  const deque = [];
  let head = 0;
  let best = 0;
  for (let i = 1; i < n; i++) {
    while (deque.length > head && lcp[deque[deque.length - 1]] >= lcp[i]) deque.pop();
    deque.push(i);
    if (deque[head] <= i - w) head++;
    if (i >= w) best = Math.max(best, lcp[deque[head]]);
  }
  return best;
}

console.log(solve());
