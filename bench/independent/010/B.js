const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = (lines[0] || '').trim();
const t = (lines[1] || '').trim();

// Row-by-row DP: cur[j] = length of the longest common suffix of s[..i] and t[..j].
const n = s.length;
const m = t.length;
let prev = new Int32Array(m + 1);
let cur = new Int32Array(m + 1);
let bestLen = 0;
// Start positions in s of common substrings having the current best length.
let starts = [];
let seen = new Uint8Array(n + 1);

for (let i = 1; i <= n; i++) {
  const ch = s.charCodeAt(i - 1);
  for (let j = 1; j <= m; j++) {
    if (t.charCodeAt(j - 1) === ch) {
      const len = prev[j - 1] + 1;
      cur[j] = len;
      if (len > bestLen) {
        bestLen = len;
        for (const p of starts) seen[p] = 0;
        starts = [];
      }
      if (len === bestLen) {
        const start = i - len;
        if (!seen[start]) {
          seen[start] = 1;
          starts.push(start);
        }
      }
    } else {
      cur[j] = 0;
    }
  }
  const tmp = prev;
  prev = cur;
  cur = tmp;
}

if (bestLen === 0) {
  console.log('NONE');
} else {
  let best = null;
  for (const p of starts) {
    const cand = s.substring(p, p + bestLen);
    if (best === null || cand < best) best = cand;
  }
  console.log(best);
}
