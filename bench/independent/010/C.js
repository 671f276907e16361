// Distinct substrings = n(n+1)/2 - sum of LCP between adjacent sorted suffixes.
const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;

function buildSuffixArray(str) {
  const len = str.length;
  let sa = Array.from({ length: len }, (_, i) => i);
  let rank = new Array(len);
  for (let i = 0; i < len; i++) rank[i] = str.charCodeAt(i);
  let tmp = new Array(len);
  for (let k = 1; ; k <<= 1) {
    const key = i => (i + k < len ? rank[i + k] : -1);
    sa.sort((a, b) => rank[a] !== rank[b] ? rank[a] - rank[b] : key(a) - key(b));
    tmp[sa[0]] = 0;
    for (let i = 1; i < len; i++) {
      const a = sa[i - 1], b = sa[i];
      const same = rank[a] === rank[b] && key(a) === key(b);
      tmp[b] = tmp[a] + (same ? 0 : 1);
    }
    [rank, tmp] = [tmp, rank];
    if (rank[sa[len - 1]] === len - 1) break;
  }
  return sa;
}

if (n === 0) {
  console.log(0);
} else {
  const sa = buildSuffixArray(s);
  const pos = new Array(n);
  for (let i = 0; i < n; i++) pos[sa[i]] = i;
  // Kasai's algorithm
  let h = 0;
  let lcpSum = 0;
  for (let i = 0; i < n; i++) {
    if (pos[i] > 0) {
      const j = sa[pos[i] - 1];
      while (i + h < n && j + h < n && s[i + h] === s[j + h]) h++;
      lcpSum += h;
      if (h > 0) h--;
    } else {
      h = 0;
    }
  }
  console.log(n * (n + 1) / 2 - lcpSum);
}
